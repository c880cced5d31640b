import { test as base, expect, type Page } from '@playwright/test';
import { eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { MEDIA_ORIGIN, makeTestMedia, serveMedia, type TTestMedia } from './support/test-media.ts';

/**
 * The session player's own video element (spec 2 §2.8): a session whose imported schedule links
 * to a recording or a stream on the organiser's CDN plays it in the page. The CDN is the test's
 * own: a WebM recording and an HLS stream of fragmented MP4, made once per worker.
 */
const test = base.extend<object, { media: TTestMedia }>({
  media: [async ({ browser }, use) => use(await makeTestMedia(browser)), { scope: 'worker' }],
});

/** An event of its own with one past talk whose schedule links to `address`; its player's path. */
async function talkWithVideo(page: Page, title: string, address: string): Promise<string> {
  const now = Date.now();
  const code = eventWithSchedule('VIDEO', [
    {
      guid: 'recorded-talk',
      title,
      start: now - 7_200_000,
      end: now - 3_600_000,
      type: 'Lecture',
      links: [
        { url: 'https://example.org/slides', title: 'Slides' },
        { url: address, title: 'Recording' },
      ],
    },
  ]);
  const settings = (await (await page.request.get(`/api/platform/${code}`)).json()) as { eventId: number };
  const list = (await (await page.request.get(`/api/platform/${settings.eventId}/sessions?page=1`)).json()) as {
    items: { id: number; title: string; videoIFrameUri: string }[];
  };
  const talk = list.items.find((s) => s.title === title);
  // The import takes the session's video from its links.
  expect(talk?.videoIFrameUri).toBe(address);
  return `/${code}/session/${talk?.id}`;
}

/** Content Security Policy refusals the page reports on its console. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** What the video element shows of its playback. */
const playback = (video: HTMLVideoElement) => ({
  error: video.error ? `${video.error.code} ${video.error.message}` : null,
  advanced: video.currentTime > 0,
  hasFrame: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
  framesDecoded: video.getVideoPlaybackQuality().totalVideoFrames > 0,
  size: `${video.videoWidth}x${video.videoHeight}`,
});

/** Starts the video as a viewer does (its own controls: a click on the picture) and watches it play to the end. */
async function playToTheEnd(page: Page, title: string) {
  const video = page.getByTestId('native-video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAccessibleName(`Video of ${title}`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await video.click();
  await expect
    .poll(() => video.evaluate(playback))
    .toEqual({ error: null, advanced: true, hasFrame: true, framesDecoded: true, size: '320x180' });
  // The whole recording plays: the page offers to watch it again.
  await expect(page.getByTestId('video-ended')).toContainText('The video has ended.');
  await expect(page.getByText('The stream could not be played.')).toHaveCount(0);
  return video;
}

test('a talk’s WebM recording plays in the player’s own video element', async ({ page, media }) => {
  const title = 'Imaging in practice, recorded';
  const requested = await serveMedia(page.context(), media);
  const refusals = cspRefusals(page);
  const path = await talkWithVideo(page, title, `${MEDIA_ORIGIN}${media.webm}`);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('native-video')).toBeVisible();
  await expectNoSeriousViolations(page);

  const video = await playToTheEnd(page, title);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(`${MEDIA_ORIGIN}${media.webm}`);
  expect(requested).toContain(media.webm);
  expect(refusals).toEqual([]);
});

for (const way of ['as the browser plays HLS', 'through hls.js, in a browser without HLS of its own'] as const) {
  test(`a talk’s HLS stream plays in the player’s own video element, ${way}`, async ({ page, media }) => {
    const title = 'Imaging in practice, streamed';
    const withHlsJs = way.startsWith('through');
    if (withHlsJs) {
      // A browser that answers no for HLS (as Firefox and older Chromium do): the player loads hls.js.
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
      });
    }
    const requested = await serveMedia(page.context(), media);
    const refusals = cspRefusals(page);
    const path = await talkWithVideo(page, title, `${MEDIA_ORIGIN}${media.hls.playlist}`);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const video = await playToTheEnd(page, title);

    // The playlist, the initialisation section and the segments came from the CDN.
    expect(requested).toContain(media.hls.playlist);
    expect(requested).toContain(media.hls.init);
    // It played to the end: every segment was fetched.
    expect(requested).toEqual(expect.arrayContaining(media.hls.segments));
    const source = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    // hls.js feeds the element through Media Source Extensions (a blob: address).
    if (withHlsJs) expect(source).toMatch(/^blob:/);
    else expect(source).toMatch(/^blob:|\.m3u8$/);
    expect(refusals).toEqual([]);
  });
}
