import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, DEMO, eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';

/**
 * The session player (spec 2 §2.8): an event of its own with one live session whose chat and
 * moderated questions the organiser turns on from the command line, an attendee and the
 * session's moderator in two browsers.
 */
function liveEvent() {
  const now = Date.now();
  const code = eventWithSchedule(
    'PLAY',
    [
      {
        guid: 'qa-live',
        title: 'Imaging in practice',
        start: now - 600_000,
        end: now + 3_600_000,
        type: 'Symposium',
        abstract: 'How imaging changes the clinic.',
      },
    ],
    ['show.Likes=true', 'show.Ratings=true', 'show.Views=true', 'show.Keywords=true'],
  );
  const attendee = createAccount('player', code);
  const chair = createAccount('chair', code);
  const set = atrium(
    'programme',
    'session',
    '--platform',
    code,
    '--key',
    'qa-live',
    '--chat',
    'on',
    '--questions',
    'on',
    '--authorisation',
    'on',
    '--moderator',
    chair.email,
  );
  const sessionId = Number(/session (\d+)/.exec(set)?.[1]);
  return { code, sessionId, attendee, chair };
}

const drawer = (page: Page) => page.getByTestId('activity-drawer');

test('an attendee chats and asks; the moderator approves and replies; the attendee sees both live', async ({
  browser,
}) => {
  // Two people, a dozen steps each, a reload: about 45 s on a busy two-core machine.
  test.setTimeout(120_000);
  const { code, sessionId, attendee, chair } = liveEvent();
  const url = `/${code}/session/${sessionId}`;
  const ann = await signedInPage(browser, attendee.email, { event: code, password: attendee.password, path: url });
  const mod = await signedInPage(browser, chair.email, { event: code, password: chair.password, path: url });

  await expect(ann.getByRole('heading', { level: 1, name: 'Imaging in practice' })).toBeVisible();
  await expect(ann.getByTestId('live-chip')).toBeVisible();
  // A live session with chat opens on the chat tab.
  await expect(drawer(ann).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(ann);

  // Chat: the moderator sees the attendee's message.
  const hello = `Hello from the floor ${Date.now().toString(36)}`;
  await drawer(ann).getByLabel('Your message').fill(hello);
  await drawer(ann).getByLabel('Your message').press('Enter');
  await expect(drawer(mod).getByText(hello)).toBeVisible();
  // The moderator makes it a question (spec 3 §2): approved, asked by its author.
  await drawer(mod)
    .getByRole('button', { name: `Make ${attendee.firstName} ${attendee.lastName}’s message a question` })
    .click();

  // A question goes to the moderators only.
  await drawer(ann).getByRole('tab', { name: 'Questions' }).click();
  await expect(drawer(ann).getByTestId('question').filter({ hasText: hello })).toBeVisible();
  const question = `Which scanners were used ${Date.now().toString(36)}?`;
  await drawer(ann).getByLabel('Your question').fill(question);
  await drawer(ann).getByRole('button', { name: 'Send' }).click();
  const sent = ann.getByRole('dialog', { name: 'Question sent' });
  await expect(sent).toContainText('has been sent to the moderators');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(drawer(ann).getByText(question)).toHaveCount(0);

  // The moderator's questions tab counts it, shows it waiting, and approves it.
  const modQuestions = drawer(mod).getByRole('tab', { name: 'Questions' });
  await modQuestions.click();
  const item = drawer(mod).getByTestId('question').filter({ hasText: question });
  await expect(item).toHaveAttribute('data-question-state', 'pending');
  await expectNoSeriousViolations(mod);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveAttribute('data-question-state', 'approved');
  await expect(drawer(ann).getByTestId('question').filter({ hasText: question })).toBeVisible();

  // A reply reaches the attendee.
  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByLabel(/^Reply to/).fill('The 3 T scanners of both centres.');
  await item.getByRole('button', { name: 'Send the reply' }).click();
  await expect(drawer(ann).getByText('The 3 T scanners of both centres.')).toBeVisible();

  // The attendee cannot vote for their own question; the moderator can.
  await expect(
    drawer(ann)
      .getByTestId('question')
      .filter({ hasText: question })
      .getByRole('button', { name: 'Vote for this question' }),
  ).toBeDisabled();
  await item.getByRole('button', { name: 'Vote for this question' }).click();
  await expect(drawer(ann).getByTestId('question').filter({ hasText: question })).toContainText('1');

  // Like and rate: the rating is read-only once given.
  await ann.getByTestId('like-button').click();
  await expect(ann.getByTestId('likes')).toHaveText('1 like');
  // By keyboard: the star's radio, then Space.
  await ann.getByTestId('rating').getByLabel('4 stars', { exact: true }).focus();
  await ann.keyboard.press('Space');
  await expect(ann.getByTestId('rating-value')).toHaveText('4.0 (1)');
  await expect(ann.getByText('You rated 4.0')).toBeVisible();
  await ann.reload();
  await expect(ann.getByTestId('likes')).toHaveText('1 like');
  await expect(ann.getByText('You rated 4.0')).toBeVisible();
  await expect(ann.getByTestId('views')).toHaveText(/^[12] views?$/);
  // The participants tab labels the chair's role (spec 3 §3), and no one's as plain attendee.
  await drawer(ann).getByRole('tab', { name: 'Participants' }).click();
  await expect(drawer(ann).getByText('2 participants')).toBeVisible();
  await expect(drawer(ann).getByTestId('user-role')).toHaveCount(1);
  await expect(drawer(ann).getByTestId('user-role')).toHaveText(/^Moderator/);
  await ann.context().close();
  await mod.context().close();
});

test('a phone shows the drawer below the content, collapsed, and opens it on a tab; the page logs its scans', async ({
  browser,
}) => {
  const { code, sessionId, attendee } = liveEvent();
  const scans: { scanEntityType: string; scanType: string; entityId: number }[] = [];
  const page = await signedInPage(browser, attendee.email, {
    event: code,
    password: attendee.password,
    path: `/${code}/livenow`,
    viewport: { width: 390, height: 844 },
    prepare: (p) =>
      p.on('request', (request) => {
        if (request.url().endsWith('/log/scan')) scans.push(request.postDataJSON());
      }),
  });
  // From live now's Join to the player.
  await page.getByTestId('live-section').getByRole('link', { name: /^Join/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imaging in practice' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${code}/session/${sessionId}$`));
  await expect(drawer(page).getByRole('tabpanel')).toBeHidden();
  await drawer(page).getByRole('button', { name: 'Details' }).click();
  await expect(drawer(page).getByTestId('details-tab')).toContainText('How imaging changes the clinic.');
  await expectNoSeriousViolations(page);
  // spec 2 §4: an enter scan of the session on load, a leave scan when the page goes.
  await expect
    .poll(() => scans.filter((x) => x.scanEntityType === 'SESSION' && x.entityId === sessionId).map((x) => x.scanType))
    .toEqual(['ENTER']);
  // Leaving the page inside the app (back to live now).
  await page.goBack();
  await expect(page.getByTestId('live-section')).toBeVisible();
  await expect
    .poll(() => scans.filter((x) => x.scanEntityType === 'SESSION' && x.entityId === sessionId).map((x) => x.scanType))
    .toEqual(['ENTER', 'LEAVE']);
  await page.context().close();
});

test('a poster opens in the PDF viewer, and a talk’s recording plays in the audio player', async ({ page }) => {
  const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  const posters = (await (await page.request.get(`/api/platform/${settings.eventId}/sessions?poster=true`)).json()) as {
    items: { id: number; sessionId: number | null; posterUploadUri: string | null }[];
  };
  // A poster handed in as a PDF (the demo has one as a picture too).
  const poster = posters.items.find((p) => p.posterUploadUri?.split('?')[0]?.endsWith('.pdf') && p.sessionId);
  expect(poster).toBeDefined();
  await page.goto(`/${DEMO}/session/${poster?.sessionId}/presentation/${poster?.id}`);
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  // The canvas has been painted (not blank).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const canvas = document.querySelector('[data-testid="pdf-viewer"] canvas') as HTMLCanvasElement | null;
        if (!canvas || canvas.width === 0) return 0;
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        let coloured = 0;
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i] !== 255 || data[i + 1] !== 255) coloured++;
        return coloured;
      }),
    )
    .toBeGreaterThan(10);
  await expectNoSeriousViolations(page);

  // The demo's first talks come with a recording.
  const programme = (await (await page.request.get(`/api/v2/platform/${settings.eventId}/programme/`)).json()) as {
    sessions: { id: number; presentations: { id: number }[] }[];
  };
  let found: { sessionId: number; id: number } | null = null;
  for (const s of programme.sessions) {
    if (found) break;
    const detail = (await (await page.request.get(`/api/platform/${settings.eventId}/sessions/${s.id}`)).json()) as {
      presentations: { id: number; audioFileUri: string | null }[];
    };
    const withAudio = detail.presentations.find((p) => p.audioFileUri);
    if (withAudio) found = { sessionId: s.id, id: withAudio.id };
  }
  expect(found).not.toBeNull();
  await page.goto(`/${DEMO}/session/${found?.sessionId}/presentation/${found?.id}`);
  const audio = page.getByTestId('audio-player');
  await expect(audio).toContainText('0:00 / 0:04');
  await audio.getByRole('button', { name: 'Play' }).click();
  await expect(audio.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => audio.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
  await audio.getByRole('button', { name: 'Stop' }).click();
  await expect.poll(() => audio.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime)).toBe(0);
  await expect(page.getByText('Failed to load sound file')).toHaveCount(0);
});
