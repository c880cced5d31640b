import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';

const cliPath = path.resolve(import.meta.dirname, '../../apps/server/dist/atrium.js');

/** Runs an organiser command against the running server's data folder. */
function atrium(...args: string[]): string {
  return execFileSync('node', [cliPath, ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** A fresh attendee of DEMO: each test starts with no bookmarks. */
function createAttendee(label: string) {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const account = { email: `${label}-${suffix}@e2e.atrium.test`, password: `pw-${randomBytes(6).toString('hex')}` };
  atrium(
    'user',
    'add',
    '--platform',
    'DEMO',
    '--email',
    account.email,
    '--first',
    'Pat',
    '--last',
    'Tester',
    '--role',
    'attendee',
    '--password',
    account.password,
  );
  return account;
}

async function signIn(page: Page, account: { email: string; password: string }, to: string) {
  await page.goto('/DEMO/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(account.email);
  await form.locator('input[type=password]').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto(to);
}

test.beforeAll(() => {
  // The consent dialog of the demo event is the shell's business, not the programme's.
  atrium('platform', 'settings', 'DEMO', '--set', 'demandGdpr=false');
});

test('an attendee filters the calendar by room and theme and the URL follows', async ({ page }) => {
  await signIn(page, createAttendee('filter'), '/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  const panel = page.getByTestId('filter-panel');
  const room = panel.getByRole('group', { name: 'Room' }).getByRole('checkbox').first();
  const roomName = (await panel.getByRole('group', { name: 'Room' }).locator('label').first().innerText()).trim();
  // A controlled checkbox: it follows the URL, one render later.
  await room.click();
  await expect(room).toBeChecked();
  await expect(page).toHaveURL(/[?&]room=\d+/);
  // Only the chosen room's column is left.
  await expect(page.getByTestId('calendar-room')).toHaveText([roomName]);
  // A theme of a session in that room: read it from the popover of the first entry.
  await page.getByTestId('calendar-entry').first().hover();
  const popover = page.getByTestId('calendar-popover');
  await expect(popover).toBeVisible();
  const themes = await panel.getByRole('group', { name: 'Theme' }).locator('label').allInnerTexts();
  const popoverText = await popover.innerText();
  const theme = themes.map((t) => t.trim()).find((t) => popoverText.includes(t));
  expect(theme).toBeTruthy();
  await panel
    .getByRole('group', { name: 'Theme' })
    .getByRole('checkbox', { name: theme as string, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`theme=${encodeURIComponent(theme as string).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page).toHaveURL(/[?&]room=\d+/);
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  // The URL alone restores the filter.
  await page.reload();
  await expect(panel.getByRole('group', { name: 'Room' }).getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByTestId('calendar-room')).toHaveText([roomName]);
});

test('an attendee bookmarks a session from its dialog, finds it in the bookmarks and my programme, removes it', async ({
  page,
}) => {
  await signIn(page, createAttendee('bookmark'), '/DEMO/programme?view=list');
  const row = page.getByTestId('programme-row').first();
  const title = (await row.getByRole('heading').innerText()).replace(/LIVE$/, '').trim();
  await row.getByRole('heading').getByRole('button').click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  // Its presentations are numbered from 1.
  const numbers = await dialog.locator('ol > li > p:first-child > span:first-child').allInnerTexts();
  expect(numbers.map((n) => n.trim())).toEqual(numbers.map((_, i) => `${i + 1}.`));
  const toggle = dialog.getByTestId('bookmark-toggle');
  const added = page.waitForResponse((r) => r.url().endsWith('/bookmarks') && r.request().method() === 'POST');
  await toggle.click();
  expect((await added).status()).toBe(201);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The first session bookmarked asks once about reminders (the reminders journey answers it).
  await page.getByTestId('reminder-prompt').getByRole('button', { name: 'No, thanks' }).click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'My bookmarks' }).click();
  const dropdown = page.getByRole('dialog', { name: 'My bookmarks' });
  await expect(dropdown.getByRole('heading', { name: 'Recordings' })).toBeVisible();
  await expect(dropdown.getByText(title, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // My programme is the programme over one's bookmarks: its calendar (the demo's default view)
  // and its list show that session alone, with the programme's filters.
  await page.goto('/DEMO/my-programme');
  await expect(page.getByTestId('calendar-entry')).toHaveCount(1);
  await expect(page.getByTestId('calendar-entry')).toContainText(title);
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\/DEMO\/my-programme\?view=list$/);
  const mine = page.getByTestId('programme-row');
  await expect(mine).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await expect(mine.getByRole('heading')).toContainText(title);
  await expect(page.getByTestId('calendar-feed').getByLabel('Calendar feed address')).toHaveValue(
    /\/api\/calendar\/.+\.ics$/,
  );
  const removed = page.waitForResponse((r) => /\/bookmarks\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
  await mine.getByTestId('bookmark-toggle').click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByTestId('my-programme-empty')).toBeVisible();

  await page.getByRole('button', { name: 'My bookmarks' }).click();
  await expect(page.getByRole('dialog', { name: 'My bookmarks' }).getByText('You have no bookmarks.')).toBeVisible();
});

test('a visitor sees no bookmark toggles', async ({ page }) => {
  await page.goto('/DEMO/programme?view=list');
  await expect(page.getByTestId('programme-row').first()).toBeVisible();
  await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);
  await page.getByTestId('programme-row').first().getByRole('heading').getByRole('button').click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText('Loading....');
  await expect(dialog.getByTestId('bookmark-toggle')).toHaveCount(0);
  await page.goto('/DEMO/programme?view=calendar');
  await page.getByTestId('calendar-entry').first().hover();
  await expect(page.getByTestId('calendar-popover')).toBeVisible();
  await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);
});

test('the mobile calendar at phone width: day dropdown, room toggle buttons, full-screen dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('filter-panel')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Date' })).toBeVisible();
  const rooms = page.getByRole('group', { name: 'Room' }).getByRole('button');
  await expect(rooms.first()).toHaveAttribute('aria-pressed', 'true');
  await rooms.nth(1).click();
  await expect(rooms.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(rooms.first()).toHaveAttribute('aria-pressed', 'false');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByTestId('calendar-entry').first().click();
  const dialog = page.getByTestId('session-dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.getByRole('dialog').boundingBox();
  expect(box?.width).toBe(390);
  await expectNoSeriousViolations(page);
});

test('axe finds no serious issue on the list, both calendars, the session dialog and my programme', async ({
  page,
}) => {
  // Axe runs five times over large pages: slow on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, createAttendee('axe'), '/DEMO/programme?view=list');
  await expect(page.getByTestId('programme-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('programme-row').first().getByRole('heading').getByRole('button').click();
  await expect(page.getByTestId('session-dialog').getByTestId('bookmark-toggle')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  await page.getByTestId('calendar-entry').first().hover();
  await expect(page.getByTestId('calendar-popover')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/DEMO/my-programme');
  await expect(page.getByTestId('my-programme-empty')).toBeVisible();
  await expect(page.getByTestId('calendar-feed').getByRole('button').first()).toBeEnabled();
  await expectNoSeriousViolations(page);

  // The new calendar (calendarNewView), by changing the settings the page receives.
  await page.route(/\/api\/platform\/DEMO$/, async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    await route.fulfill({ response, json: { ...settings, calendarNewView: true } });
  });
  await page.goto('/DEMO/programme?view=calendar');
  await expect(page.getByTestId('calendar-entry').first()).toBeVisible();
  await expect(page.getByTestId('calendar-popover')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByTestId('calendar-entry').first().click();
  await expect(page.getByTestId('session-dialog')).toBeVisible();
});

test('filtering and bookmarking with the keyboard alone', async ({ page }) => {
  await signIn(page, createAttendee('keys'), '/DEMO/programme?view=list');
  await expect(page.getByTestId('programme-row').first()).toBeVisible();
  const tabUntil = async (test: () => boolean | Promise<boolean>, limit = 120) => {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      if (await test()) return;
    }
    throw new Error('focus never reached the control');
  };
  // The first type checkbox of the filter panel.
  await tabUntil(() =>
    page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(
        el?.matches('input[type=checkbox]') && el.closest('fieldset')?.querySelector('legend')?.textContent === 'Type',
      );
    }),
  );
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]type=/);
  await expect(page.getByTestId('programme-row').first()).toBeVisible();

  // On to the first bookmark toggle of the list, and bookmark with Enter.
  await tabUntil(
    () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'bookmark-toggle'),
    200,
  );
  const focused = page.locator('[data-testid=bookmark-toggle]:focus');
  await expect(focused).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  // The first session bookmarked asks once about reminders: Escape closes the question and
  // gives the focus back to the toggle.
  await expect(page.getByTestId('reminder-prompt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reminder-prompt')).toHaveCount(0);
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'false');
});

test('on a phone, my bookmarks in the account menu lists a bookmarked session and removes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, createAttendee('phone'), '/DEMO/programme?view=list');
  const row = page.getByTestId('programme-row').first();
  // The title alone: the heading also holds a LIVE chip when the session is under way.
  const title = (await row.getByRole('heading').getByRole('button').innerText()).trim();
  const added = page.waitForResponse((r) => r.url().endsWith('/bookmarks') && r.request().method() === 'POST');
  await row.getByTestId('bookmark-toggle').click();
  expect((await added).status()).toBe(201);
  await page.getByTestId('reminder-prompt').getByRole('button', { name: 'No, thanks' }).click();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  const dialog = page.getByTestId('profile-dialog');
  await dialog.getByRole('button', { name: /^My bookmarks/ }).click();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  const removed = page.waitForResponse((r) => /\/bookmarks\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: `Remove ${title}` }).click();
  expect((await removed).status()).toBe(204);
  await expect(dialog.getByText('You have no bookmarks.')).toBeVisible();
});
