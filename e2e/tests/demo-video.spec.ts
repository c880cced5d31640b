import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * The demo event's recordings are moving pictures with sound, served by the event's own site:
 * keynotes and plenaries as HLS streams, other sessions as MP4 files (modules/seed). A visitor
 * opens each in the player, which plays it in its own video element.
 */

/** Screenshots for comparing layouts between versions: test-results/ (kept out of the repository). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

// Each journey opens the player in two windows and watches a few seconds of video in each.
test.describe.configure({ timeout: 120_000 });

type TRecorded = { id: number; title: string; videoIFrameUri: string };

/** The first of the demo's recorded sessions with a stream, and the first with a video file. */
async function demoRecordings(page: Page): Promise<{ stream: TRecorded; file: TRecorded }> {
  const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  let stream: TRecorded | undefined;
  let file: TRecorded | undefined;
  for (let n = 1; n <= 40 && !(stream && file); n++) {
    const list = (await (await page.request.get(`/api/platform/${settings.eventId}/sessions?page=${n}`)).json()) as {
      items: TRecorded[];
    };
    if (list.items.length === 0) break;
    stream ??= list.items.find((s) => s.videoIFrameUri.endsWith('.m3u8'));
    file ??= list.items.find((s) => s.videoIFrameUri.endsWith('.mp4'));
  }
  if (!stream || !file) throw new Error('the demo has no streamed or filed recording');
  return { stream, file };
}

/** A visitor's page in `locale` at `width` px; with `hlsJs`, a browser without HLS of its own (the player loads hls.js). */
async function visitor(browser: Browser, locale: string, width: number, hlsJs = false): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: width < 960 ? 812 : 900 } });
  const page = await context.newPage();
  if (hlsJs) {
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
  }
  return page;
}

/** What the video element shows of its playback. */
const playback = (video: HTMLVideoElement) => ({
  error: video.error ? `${video.error.code} ${video.error.message}` : null,
  hasFrame: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
  size: `${video.videoWidth}x${video.videoHeight}`,
  hasSound: video.muted === false && video.volume > 0,
});

/**
 * Starts the video as a viewer does (a click on the picture), sees it play moving pictures with
 * sound (its time goes on, frames of 640 × 360 decoded), and pauses it a second in, for the
 * screenshot (the clips last 12 s: before the end, whose overlay would cover the picture).
 */
async function watch(page: Page, name: string): Promise<Locator> {
  const video = page.getByTestId('native-video');
  // The first opening of the player loads its code and the recording's first seconds.
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect(video).toHaveAccessibleName(name);
  // Not playing on its own (hls.js may place the start a few milliseconds in: the first frame's time).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime < 0.5)).toBe(true);
  await video.click();
  // A click that came before the player could start (its code or first segment still on the way
  // on a busy machine) leaves it paused at the start: the viewer clicks again, as a person would.
  await expect(async () => {
    const time = await video.evaluate((v: HTMLVideoElement) => {
      if (v.currentTime > 1) v.pause();
      return v.currentTime;
    });
    if (time <= 1 && (await video.evaluate((v: HTMLVideoElement) => v.paused))) await video.click();
    expect(time).toBeGreaterThan(1);
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
  expect(await video.evaluate(playback)).toEqual({ error: null, hasFrame: true, size: '640x360', hasSound: true });
  expect(await video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames)).toBeGreaterThan(
    10,
  );
  await expect(page.getByTestId('audio-player')).toHaveCount(0);
  await expect(page.getByText(/stream could not be played|flux n’a pas pu être lu/)).toHaveCount(0);
  return video;
}

test('a keynote’s stream plays through hls.js from the site’s own HLS playlist and segments', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { stream } = await demoRecordings(page);
  for (const width of [1440, 375]) {
    const viewer = await visitor(browser, 'en-GB', width, true);
    const media: { path: string; type: string | undefined }[] = [];
    viewer.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/media/demo/'))
        media.push({ path: url.pathname, type: response.headers()['content-type'] });
    });
    await viewer.goto(`/${DEMO}/session/${stream.id}`);
    await expect(viewer.getByRole('heading', { level: 1, name: stream.title })).toBeVisible({ timeout: 30_000 });
    const video = await watch(viewer, `Video of ${stream.title}`);
    // hls.js feeds the element through Media Source Extensions, from the playlist, its
    // initialisation section and its segments, each with its content type.
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
    const name = stream.videoIFrameUri.replace(/^.*\/|\.m3u8$/g, '');
    expect(media).toContainEqual({ path: stream.videoIFrameUri, type: 'application/vnd.apple.mpegurl' });
    expect(media).toContainEqual({ path: `/media/demo/${name}-init.mp4`, type: 'video/mp4' });
    expect(media).toContainEqual({ path: `/media/demo/${name}-0.m4s`, type: 'video/iso.segment' });
    await expectNoSeriousViolations(viewer);
    await viewer.screenshot({ path: path.join(SHOTS, `player-video-stream-en-${width}.png`) });
    await viewer.context().close();
  }
});

test('a keynote’s stream plays in a browser that plays HLS itself', async ({ page, browser }) => {
  const { stream } = await demoRecordings(page);
  const viewer = await visitor(browser, 'en-GB', 1440);
  await viewer.goto(`/${DEMO}/session/${stream.id}`);
  const video = await watch(viewer, `Video of ${stream.title}`);
  const source = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
  expect(source.endsWith(stream.videoIFrameUri) || source.startsWith('blob:')).toBe(true);
  await viewer.context().close();
});

test('a session’s MP4 recording plays in the player, in French', async ({ page, browser }) => {
  const { file } = await demoRecordings(page);
  for (const width of [1440, 375]) {
    const viewer = await visitor(browser, 'fr-FR', width);
    await viewer.goto(`/${DEMO}/session/${file.id}`);
    await expect(viewer.getByRole('heading', { level: 1, name: file.title })).toBeVisible({ timeout: 30_000 });
    const video = await watch(viewer, `Vidéo de ${file.title}`);
    expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe(file.videoIFrameUri);
    await expectNoSeriousViolations(viewer);
    await viewer.screenshot({ path: path.join(SHOTS, `player-video-file-fr-${width}.png`) });
    await viewer.context().close();
  }
});

test('the on-demand list counts sessions, in both languages', async ({ browser }) => {
  for (const [locale, words] of [
    ['en-GB', /^\d+ sessions found$/],
    ['fr-FR', /^\d+ sessions trouvées$/],
  ] as const) {
    const viewer = await visitor(browser, locale, 1440);
    await viewer.goto(`/${DEMO}/vod`);
    await expect(viewer.getByTestId('list-count')).toHaveText(words, { timeout: 30_000 });
    await viewer.context().close();
  }
});
