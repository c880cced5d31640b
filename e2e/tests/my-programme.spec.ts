import type { TCalendarSession, TProgrammeResponse } from '@atrium/contracts';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, signIn } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { skipConsent } from './support/hub.ts';

// The consent dialog of the demo event is the shell's business, not my programme's.
test.beforeAll(skipConsent);

/** A new attendee of DEMO, signed in: each test starts with no bookmarks. */
async function signInNewAttendee(page: Page) {
  await page.goto('/DEMO/login');
  await signIn(page, createAccount('mine'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The programme's answer for the day the page asks for next (its sessions in the list's order). */
function nextDayAnswer(page: Page): Promise<TProgrammeResponse> {
  return page
    .waitForResponse((r) => r.request().method() === 'GET' && /\/programme\/date(=|%3D)/.test(r.url()) && r.ok())
    .then(async (r) => (await r.json()) as TProgrammeResponse);
}

/** Opens the programme's list on one day and returns that day's answer. */
async function openDay(page: Page, date: string): Promise<TProgrammeResponse> {
  const answer = nextDayAnswer(page);
  await page.goto(`/DEMO/programme?view=list&date=${date}`);
  const day = await answer;
  expect(day.sessions[0]?.date).toBe(date);
  return day;
}

/** Bookmarks the list's row of a session (the list shows the day's answer in its order). */
async function bookmarkRow(page: Page, sessions: TCalendarSession[], session: TCalendarSession) {
  const row = page.getByTestId('programme-row').nth(sessions.indexOf(session));
  await expect(row.getByRole('heading')).toContainText(session.title);
  const added = page.waitForResponse((r) => r.url().endsWith('/bookmarks') && r.request().method() === 'POST');
  await row.getByTestId('bookmark-toggle').click();
  expect((await added).status()).toBe(201);
}

test('my programme offers the programme’s views, days and filters over two bookmarked sessions', async ({ page }) => {
  // Two sessions on different days and in different rooms, bookmarked from the programme's list.
  await signInNewAttendee(page);
  const opening = nextDayAnswer(page);
  await page.goto('/DEMO/programme?view=list');
  const { dates: days, today } = await opening;
  // Two days other than today, so that my programme opens on the first of them whatever the clock says.
  const [date1, date2] = days.filter((d) => d !== today) as [string, string];
  const day1 = (await openDay(page, date1)).sessions;
  const first = day1[0] as TCalendarSession;
  const day2 = (await openDay(page, date2)).sessions;
  // Within the list's first page (25 rows), in another room than the first.
  const second = day2.slice(0, 25).find((s) => s.roomId !== first.roomId) as TCalendarSession;
  expect(second).toBeTruthy();
  await bookmarkRow(page, day2, second);
  // The first session bookmarked asks once about reminders (the reminders journey answers it).
  await page.getByTestId('reminder-prompt').getByRole('button', { name: 'No, thanks' }).click();
  await openDay(page, date1);
  await bookmarkRow(page, day1, first);
  const dates = page.getByRole('group', { name: 'Date' }).getByRole('button');

  // The list: only the bookmarked days are offered, each with its one session.
  await page.goto('/DEMO/my-programme?view=list');
  await expect(page.getByRole('heading', { level: 1, name: 'My programme' })).toBeVisible();
  await expect(dates).toHaveCount(2);
  const rows = page.getByTestId('programme-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading')).toContainText(first.title);
  await expect(rows).toContainText(first.roomName);
  await dates.nth(1).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading')).toContainText(second.title);
  await expect(rows).toContainText(second.roomName);
  await expect(page.getByTestId('calendar-feed')).toBeVisible();

  // The calendar, switched to with the keyboard: the same session, in its room's column.
  await page.getByRole('button', { name: 'Calendar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]view=calendar/);
  const entries = page.getByTestId('calendar-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(second.title);
  await expect(page.getByTestId('calendar-room')).toHaveText([second.roomName]);
  // The old calendar's day tabs: the first bookmarked day.
  await page.getByRole('tab').nth(0).click();
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(first.title);
  await expect(page.getByTestId('calendar-room')).toHaveText([first.roomName]);

  // A filter: the second session's room leaves the first day empty, and the URL follows.
  const panel = page.getByTestId('filter-panel');
  const room = panel.getByRole('group', { name: 'Room' }).getByRole('checkbox', { name: second.roomName, exact: true });
  // A controlled checkbox: it follows the URL, one render later.
  await room.click();
  await expect(room).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]room=${second.roomId}`));
  await expect(entries).toHaveCount(0);
  await expect(page.getByTestId('programme-calendar')).toContainText('No Sessions');
  await page.getByRole('tab').nth(1).click();
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(second.title);
  await expectNoSeriousViolations(page);

  // The session dialog opens from the list, as on the programme page.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await rows.getByRole('heading').getByRole('button').click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a phone: the day dropdown offers the two days, the filters open as a sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/DEMO/my-programme?view=calendar');
  const day = page.getByRole('combobox', { name: 'Date' });
  await expect(day.locator('option')).toHaveCount(2);
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(first.title);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByTestId('filter-sheet')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filter-sheet')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a new account’s my programme says nothing is bookmarked, and offers the calendar feed', async ({ page }) => {
  await signInNewAttendee(page);
  await page.goto('/DEMO/my-programme');
  await expect(page.getByRole('heading', { level: 1, name: 'My programme' })).toBeVisible();
  await expect(page.getByTestId('my-programme-empty')).toBeVisible();
  await expect(page.getByTestId('programme-row')).toHaveCount(0);
  await expect(page.getByTestId('calendar-entry')).toHaveCount(0);
  await expect(page.getByTestId('calendar-feed').getByRole('button').first()).toBeEnabled();
  await expectNoSeriousViolations(page);
});

test('a visitor is asked to sign in to see their programme', async ({ page }) => {
  await page.goto('/DEMO/my-programme');
  await expect(page.getByRole('link', { name: 'Sign in to see the sessions you have bookmarked.' })).toBeVisible();
  await expect(page.getByTestId('calendar-feed')).toHaveCount(0);
});
