import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** Screenshots for comparing layouts between versions: test-results/ (kept out of the repository). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${process.env.SHOT_LABEL ?? 'after'}.png`) });

test('the calendar at 1440 px and the programme on a phone, as screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  await shot(page, 'calendar-1440');
  const hide = page.getByRole('button', { name: 'Hide filters' });
  if ((await hide.count()) > 0) {
    await hide.click();
    await shot(page, 'calendar-1440-without-filters');
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  await shot(page, 'programme-phone');
});

test('at 1024 px the room header and the time column stay in view while the calendar scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/DEMO/programme?view=calendar');
  const grid = page.getByTestId('calendar-grid');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  /** The rooms whose whole header is in the window (beside the pinned menu, and the filters when shown). */
  const roomsInView = () =>
    page
      .getByTestId('calendar-room')
      .evaluateAll((rooms) => rooms.filter((room) => room.getBoundingClientRect().right <= window.innerWidth).length);

  // Below 1200 px the filter column starts hidden: six of the twelve rooms show beside the menu.
  await expect(page.getByTestId('filter-panel')).toHaveCount(0);
  await expect.poll(roomsInView).toBeGreaterThanOrEqual(6);
  const roomsWithout = await roomsInView();
  await shot(page, 'calendar-1024');
  // Showing the filters takes width from the rooms; hiding them gives it back.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  // (Polled: the calendar gives up the width on the next layout, not at once.)
  await expect.poll(roomsInView).toBeLessThan(roomsWithout);
  await shot(page, 'calendar-1024-with-filters');
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(page.getByTestId('filter-panel')).toHaveCount(0);
  await expect.poll(roomsInView).toBe(roomsWithout);

  const gridTop = (await grid.boundingBox())?.y ?? 0;
  // From the top left (today's calendar opens scrolled to the current time), then down and across.
  await grid.evaluate((el) => {
    el.scrollTo(0, 0);
    el.scrollBy(300, 600);
  });
  const header = page.getByTestId('calendar-room').nth(3);
  await expect(header).toBeInViewport();
  const headerBox = await header.boundingBox();
  expect(Math.abs((headerBox?.y ?? -100) - gridTop)).toBeLessThan(4);
  // The hour labels of the rows in view stay at the grid's left edge.
  const gridBox = await grid.boundingBox();
  const shownLabelX = await page
    .locator('.cal-hour-label')
    .evaluateAll(
      (labels, bottom) =>
        labels
          .map((label) => label.getBoundingClientRect())
          .find((box) => box.top > 0 && box.bottom < bottom && box.width > 0)?.x ?? null,
      (gridBox?.y ?? 0) + (gridBox?.height ?? 0),
    );
  expect(shownLabelX).not.toBeNull();
  expect(Math.abs((shownLabelX ?? -100) - (gridBox?.x ?? 0))).toBeLessThan(4);
});

test('on a phone the filters come in a sheet and room toggle buttons choose the room; the title shows once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  // The banner names the page; the page's heading stays for screen readers only.
  await expect(page.getByTestId('banner')).toContainText('Programme');
  const heading = await page.getByRole('heading', { level: 1, name: 'Programme' }).boundingBox();
  expect(heading?.width).toBeLessThanOrEqual(1);
  await expect(page.getByRole('group', { name: 'Room' }).getByRole('button').first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet).toBeVisible();
  const first = sheet.getByRole('checkbox').first();
  const url = page.url();
  await first.click();
  await expect(first).toBeChecked();
  expect(page.url()).not.toBe(url);
  await sheet.getByRole('button', { name: 'Hide filters' }).click();
  await expect(sheet).toHaveCount(0);
});

test('on desktop a session without content or link opens its dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The demo's sessions all have content: the first of the day is shown without any.
  await page.route('**/api/v2/platform/*/programme/*', async (route) => {
    // A request the page gave up meanwhile (a newer one replaced it) has nothing left to change.
    const response = await route.fetch().catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      sessions?: { hasContent: boolean; externalContentUri: string }[];
    } | null;
    if (!response || !body) return route.abort().catch(() => {});
    const first = body.sessions?.[0];
    if (first) Object.assign(first, { hasContent: false, externalContentUri: '' });
    await route.fulfill({ response, json: body }).catch(() => {});
  });
  await page.goto('/DEMO/programme?view=calendar');
  const entry = page.getByTestId('calendar-entry').first();
  await expect(entry).toBeVisible();
  const title = (await entry.textContent()) ?? '';
  await entry.click();
  await expect(page.getByTestId('session-dialog')).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
});

test('the list marks current and next sessions against the clock', async ({ page, browser }) => {
  const answer = page.waitForResponse((r) => /\/api\/v2\/platform\/\d+\/programme\//.test(r.url()) && r.ok());
  await page.goto('/DEMO/programme?view=list');
  const { sessions } = (await (await answer).json()) as { sessions: { start: string; end: string }[] };
  const first = sessions[0];
  if (!first) throw new Error('the demo has no sessions');

  // Five minutes into the day's first session.
  const context = await browser.newContext();
  const later = await context.newPage();
  await later.clock.install({ time: Date.parse(first.start) + 5 * 60_000 });
  await later.goto('/DEMO/programme?view=list');
  const rows = later.getByTestId('programme-row');
  await expect(rows.first()).toHaveAttribute('data-timing', 'current');
  await expect(later.locator('[data-timing="next"]').first()).toBeVisible();
  await expect(later.getByTestId('session-timing').filter({ hasText: 'Next' }).first()).toBeVisible();
  await context.close();
});

test('today’s list opens at the sessions not yet over, the earlier ones a click away', async ({ page, browser }) => {
  // A programme day other than the real one, so that no session of it is live by the server's
  // clock; the page's clock is set within that day.
  const opening = page.waitForResponse((r) => /\/api\/v2\/platform\/\d+\/programme\//.test(r.url()) && r.ok());
  await page.goto('/DEMO/programme?view=list');
  const { dates, today } = (await (await opening).json()) as { dates: string[]; today: string | null };
  const day = dates.filter((d) => d !== today).at(-1) ?? '';
  const answer = page.waitForResponse((r) => /\/api\/v2\/platform\/\d+\/programme\//.test(r.url()) && r.ok());
  await page.goto(`/DEMO/programme?view=list&date=${day}`);
  const { sessions } = (await (await answer).json()) as { sessions: { title: string; start: string; end: string }[] };
  // An instant when the day's first five sessions have ended and some are still to come.
  const firstOpenAt = (t: number) => sessions.findIndex((s) => Date.parse(s.end) > t);
  const at = sessions
    .map((s) => Date.parse(s.end) + 60_000)
    .sort((a, b) => a - b)
    .find((t) => firstOpenAt(t) > 4);
  if (at === undefined) throw new Error('the demo day has too few sessions');
  const open = firstOpenAt(at);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const later = await context.newPage();
  await later.clock.install({ time: at });
  await later.goto(`/DEMO/programme?view=list&date=${day}`);
  const rows = later.getByTestId('programme-row');
  // The last three ended sessions, then the first one not over, scrolled to.
  const first = later.locator('[data-testid="programme-row"]:not([data-timing="past"])').first();
  await expect(first).toBeInViewport();
  await expect(first.getByRole('heading')).toContainText(sessions[open]?.title ?? '');
  await expect(rows.first()).toHaveAttribute('data-timing', 'past');
  await expect(rows.first()).not.toBeInViewport();
  await expect(rows.first().getByRole('heading')).toContainText(sessions[open - 3]?.title ?? '');
  await shot(later, 'programme-list-now-1440');

  // The earlier ones, with the keyboard.
  const earlier = later.getByTestId('programme-earlier');
  await expect(earlier).toHaveText(`Show the ${open - 3} earlier sessions`);
  await earlier.focus();
  await later.keyboard.press('Enter');
  await expect(earlier).toHaveCount(0);
  await expect(rows.first().getByRole('heading')).toContainText(sessions[0]?.title ?? '');
  // The focus goes to the first of them, in view.
  await expect(rows.first().getByRole('heading').getByRole('button')).toBeFocused();
  await expect(rows.first()).toBeInViewport();

  // On a phone too.
  await later.setViewportSize({ width: 375, height: 812 });
  await later.reload();
  await expect(first).toBeInViewport();
  await shot(later, 'programme-list-now-375');
  await context.close();
});

test('today’s calendar shows a line at the current time, in view when it opens', async ({ page, browser }) => {
  const answer = page.waitForResponse((r) => /\/api\/v2\/platform\/\d+\/programme\//.test(r.url()) && r.ok());
  await page.goto('/DEMO/programme?view=list');
  const { sessions } = (await (await answer).json()) as { sessions: { start: string }[] };
  const first = sessions[0];
  if (!first) throw new Error('the demo has no sessions');

  // Two hours and ten minutes into the day's first session.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const later = await context.newPage();
  const at = Date.parse(first.start) + 130 * 60_000;
  await later.clock.install({ time: at });
  await later.goto('/DEMO/programme?view=calendar');
  const line = later.getByTestId('calendar-now-line');
  await expect(line).toBeInViewport();
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  await expect(line).toContainText(`Now: ${time}`);
  await context.close();
});

test('today’s calendar opens with the running sessions’ titles in view under the room header', async ({
  page,
  browser,
}) => {
  const answer = page.waitForResponse((r) => /\/api\/v2\/platform\/\d+\/programme\//.test(r.url()) && r.ok());
  await page.goto('/DEMO/programme?view=list');
  const { sessions } = (await (await answer).json()) as {
    sessions: { title: string; start: string; end: string; category: string; roomOrder: number }[];
  };
  // A session of one of the first three rooms (in view without scrolling sideways) that lasts an
  // hour or more, three quarters of an hour after it began: before now's half-hour of context.
  const orders = [...new Set(sessions.map((s) => s.roomOrder))].sort((a, b) => a - b).slice(0, 3);
  const running = sessions.find(
    (s) => orders.includes(s.roomOrder) && Date.parse(s.end) - Date.parse(s.start) >= 3_600_000,
  );
  if (!running) throw new Error('the demo day has no hour-long session in its first rooms');
  const at = Date.parse(running.start) + 45 * 60_000;

  for (const width of [1440, 1024]) {
    const context = await browser.newContext({ viewport: { width, height: width === 1440 ? 900 : 768 } });
    const later = await context.newPage();
    await later.clock.install({ time: at });
    await later.goto('/DEMO/programme?view=calendar');
    await expect(later.getByTestId('calendar-now-line')).toBeInViewport();
    const title = later.getByTestId('calendar-entry').filter({ hasText: running.title }).locator('.cal-entry-title');
    await expect(title).toBeInViewport();
    // Below the sticky room header, not under it.
    const header = await later.getByTestId('calendar-room').first().boundingBox();
    const box = await title.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    await shot(later, `calendar-now-${width}`);
    await context.close();
  }
});

for (const locale of ['en-GB', 'fr-FR'] as const) {
  const lang = locale.slice(0, 2);
  const roomLabel = lang === 'fr' ? 'Salle' : 'Room';
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test('on a phone the room toggle buttons scroll sideways and work with the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/DEMO/programme?view=calendar');
      await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
      const rooms = page.getByRole('group', { name: roomLabel }).getByRole('button');
      const count = await rooms.count();
      expect(count).toBeGreaterThan(2);
      await expect(rooms.first()).toHaveAttribute('aria-pressed', 'true');
      await shot(page, `programme-rooms-${lang}-375`);

      // With the keyboard alone: the row is one tab stop; the next room with the arrow key, chosen with Space.
      await rooms.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(rooms.nth(1)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(rooms.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(rooms.first()).toHaveAttribute('aria-pressed', 'false');
      // The last room, off to the side at first, is scrolled into view when chosen; the page does not widen.
      const last = rooms.nth(count - 1);
      await expect(last).not.toBeInViewport({ ratio: 1 });
      await page.keyboard.press('End');
      await expect(last).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(last).toHaveAttribute('aria-pressed', 'true');
      await expect(last).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
      await shot(page, `programme-rooms-last-${lang}-375`);
    });

    test('the desktop popover of a session in the last room stays whole inside the window', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/DEMO/programme?view=calendar');
      const grid = page.getByTestId('calendar-grid');
      await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
      // The grid scrolled to its right end: an entry of the last room column, at the grid's right edge.
      await grid.evaluate((area) => {
        area.scrollLeft = area.scrollWidth;
      });
      const entries = page.getByTestId('calendar-entry');
      const rightmost = await entries.evaluateAll((list) => {
        const right = Math.max(...list.map((e) => e.getBoundingClientRect().right));
        return list.findIndex((e) => {
          const box = e.getBoundingClientRect();
          return box.right === right && box.top > 150 && box.bottom < window.innerHeight - 20;
        });
      });
      expect(rightmost).toBeGreaterThanOrEqual(0);
      const entry = entries.nth(rightmost);
      await entry.hover();
      const popover = page.getByTestId('calendar-popover');
      await expect(popover).toBeVisible();
      await expect(popover).toBeInViewport({ ratio: 1 });
      const box = await popover.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440 - 8);
      // Not cut by the grid's scroll area: the popover's own right corner is the popover.
      const whole = await popover.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const hit = document.elementFromPoint(r.right - 4, r.bottom - 4);
        return !!hit && element.contains(hit);
      });
      expect(whole).toBe(true);
      await shot(page, `calendar-popover-${lang}-1440`);
    });
  });
}
