import path from 'node:path';
import type { TBookmark, TProgrammeResponse } from '@atrium/contracts';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

/** The addresses of the API answers the service worker keeps for offline use. */
function keptReads(page: Page): Promise<string[]> {
  return page
    .evaluate(async () => (await (await caches.open('atrium-data')).keys()).map((request) => request.url))
    .catch(() => []);
}

/** One's bookmarks as the server has them (asked outside the page, with the page's token). */
async function serverBookmarks(page: Page, eventId: number): Promise<TBookmark[]> {
  const token = await page.evaluate(
    (id) => (JSON.parse(localStorage.getItem(`atrium.tokens.${id}`) ?? '{}') as { accessToken?: string }).accessToken,
    eventId,
  );
  const answer = await page.request.get(`/api/platform/${eventId}/bookmarks`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as TBookmark[];
}

/**
 * Conference Wi-Fi fails: the programme, one's programme, a session's details and the speakers
 * open from the copies the service worker kept (the page says of when), a bookmark made offline
 * waits and reaches the server once when the connection returns, the player says its live parts
 * need a connection, and the event installs as an app (Chromium's own installability check).
 * An event and an attendee of its own.
 */
test('the programme opens offline and a bookmark made offline reaches the server once', async ({ browser }) => {
  const hour = 3_600_000;
  const start = Math.ceil((Date.now() + 2 * hour) / hour) * hour;
  const code = eventWithSchedule('OFF', [
    {
      guid: 'off-1',
      title: 'Morning keynote',
      start,
      end: start + hour,
      persons: [{ id: 1, public_name: 'Ada Lovelace' }],
    },
    {
      guid: 'off-2',
      title: 'Afternoon panel',
      start: start + 2 * hour,
      end: start + 3 * hour,
      persons: [{ id: 2, public_name: 'Grace Hopper' }],
    },
  ]);
  const attendee = createAccount('offline', code);
  const page = await signedInPage(browser, attendee.email, {
    event: code,
    password: attendee.password,
    path: `/${code}/programme?view=list`,
  });
  const settings = (await (await page.request.get(`/api/platform/${code}`)).json()) as { eventId: number };
  const eventId = settings.eventId;
  const programme = (await (
    await page.request.get(`/api/v2/platform/${eventId}/programme/`)
  ).json()) as TProgrammeResponse;
  const keynote = programme.sessions.find((s) => s.title === 'Morning keynote');
  expect(keynote).toBeTruthy();

  // Online: the worker takes the page over and keeps what the offline pages need.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect
    .poll(() => keptReads(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`/api/platform/${code}`),
        expect.stringContaining(`/api/v2/platform/${eventId}/programme/?`),
        expect.stringContaining(`/api/platform/${eventId}/users?page=1&speaker=true`),
        expect.stringContaining(`/api/platform/${eventId}/bookmarks?`),
      ]),
    );
  // The player once, online: its page is kept too.
  await page.goto(`/${code}/session/${keynote?.id}`);
  await expect(page.getByRole('heading', { name: 'Morning keynote' }).first()).toBeVisible();

  // Installable: Chromium finds nothing missing (manifest, icons, worker); a test browser's
  // context is incognito, where Chromium never offers to install, which it says apart.
  await page.waitForSelector('link[rel="manifest"]', { state: 'attached' });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const manifest = (await (await page.request.get(`/api/platform/${eventId}/manifest`)).json()) as {
    start_url: string;
    name: string;
  };
  expect(manifest).toMatchObject({ start_url: `/${code}/`, name: 'OFF' });

  // Offline: the programme opens from its copy, and says so.
  // Adds that reached the server (those tried offline fail without an answer).
  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/bookmarks')) posts.push(response.status());
  });
  await page.context().setOffline(true);
  await page.goto(`/${code}/programme?view=list`);
  const row = page.getByTestId('programme-row').filter({ hasText: 'Morning keynote' });
  await expect(row).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('You are offline: this is the copy of');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'offline-programme-1440.png') });

  // A bookmark made offline shows at once and waits.
  await row.getByTestId('bookmark-toggle').click();
  await expect(row.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('offline-pending')).toHaveText(
    '1 bookmark change will be sent when the connection returns.',
  );

  // The session's details, one's programme and the speakers open offline too.
  await row.getByRole('heading').getByRole('button').click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog.getByRole('heading', { name: 'Morning keynote' })).toBeVisible();
  await expect(dialog).toContainText('Studio');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/${code}/my-programme`);
  await expect(page.getByText('Morning keynote').first()).toBeVisible();
  await page.goto(`/${code}/speakers`);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  // The player's live parts say they need the connection.
  await page.goto(`/${code}/session/${keynote?.id}`);
  await expect(page.getByTestId('needs-connection')).toContainText('need a connection');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/${code}/programme?view=list`);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'offline-programme-375.png') });
  expect(posts).toEqual([]);

  // Back online: the bookmark is sent once, and the notice goes.
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-pending')).toHaveCount(0, { timeout: 20_000 });
  const stored = await serverBookmarks(page, eventId);
  expect(stored.filter((b) => b.entityType === 'SESSION' && b.entityId === keynote?.id)).toHaveLength(1);
  expect(stored).toHaveLength(1);
  expect(posts).toEqual([201]);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(
    page.getByTestId('programme-row').filter({ hasText: 'Morning keynote' }).getByTestId('bookmark-toggle'),
  ).toHaveAttribute('aria-pressed', 'true');
});
