import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { atrium, DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage, skipConsent } from './support/hub.ts';

/** The demo's report viewer (apps/server seed: role report-viewer). */
const REPORT_VIEWER = 'reports@demo.atrium.test';

test.beforeAll(() => skipConsent());

/** Saves the download a click starts and checks it is a non-empty xlsx file (a zip: "PK"). */
async function expectSpreadsheet(page: Page, button: Locator, name: RegExp): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.length).toBeGreaterThan(100);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
}

/**
 * Searching a table narrows it: a text no row holds leaves none (and says so); clearing the
 * search brings every row back; a row's own text (in `searchedColumn`) finds it. The demo's
 * figures vary, so the rows are counted, not named.
 */
async function expectSearchFilters(table: Locator, rowTestId: string, searchedColumn = 0): Promise<void> {
  const rows = table.getByTestId(rowTestId);
  const before = await rows.count();
  const search = table.getByRole('searchbox', { name: 'Search the table' });
  await search.fill('zz-no-such-row-qq');
  await expect(rows).toHaveCount(0);
  await expect(table.getByText('Nothing matches the search.')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(before);
  if (before > 0) {
    // A column the search looks into (a time is shown one way and searched another).
    const first = (await rows.first().getByRole('cell').nth(searchedColumn).innerText()).trim();
    await search.fill(first);
    await expect(rows.first()).toContainText(first);
    await search.fill('');
  }
}

test('a report viewer opens each report, filters its tables and downloads spreadsheets', async ({ browser }) => {
  // Four reports, four spreadsheets and four accessibility scans in one journey.
  test.setTimeout(150_000);
  const page = await signedInPage(browser, REPORT_VIEWER, { path: `/${DEMO}/reports/summary` });

  // Summary: the figures, the chart (its own chunk) and the same data as a table; a period change asks again.
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  // Each figure says what it counts: the summary's visits are the content's, not the sign-ins.
  await expect(page.getByTestId('summary-figures')).toContainText('Visits to the content');
  await expect(page.getByTestId('summary-figures')).toContainText('Sign-ins to the event are not included');
  await expect(page.getByRole('table', { name: 'Visits to the content over time' })).toBeVisible();
  const summaryAnswer = page.waitForResponse(
    (r) => r.url().includes('/report/summary') && r.url().includes('period=60'),
  );
  await page.getByLabel('Period of each point').selectOption('60');
  expect((await summaryAnswer).status()).toBe(200);
  await expectNoSeriousViolations(page);

  // Unique users: the event itself, its summary and the table of who came; then the sessions.
  await page.getByTestId('reports-nav').getByRole('link', { name: 'Unique users' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO}/reports/uniqueusers$`));
  await expect(page.getByTestId('type-summary')).toContainText('per day they signed in');
  const users = page.getByTestId('unique-users-table');
  await expect(users).toBeVisible();
  await expect(page.getByTestId('entity-summary')).toContainText('People');
  await expectSearchFilters(users, 'unique-users-table-row');
  await expectSpreadsheet(
    page,
    page.getByRole('button', { name: 'Download as spreadsheet' }),
    /^demo_uniqueusers.*\.xlsx$/i,
  );
  await expectNoSeriousViolations(page);
  await page.getByLabel('Type').selectOption('SESSION');
  const entity = page.getByLabel('Entity');
  await expect(entity.locator('option')).not.toHaveCount(1);
  const firstSession = await entity.locator('option').nth(1).getAttribute('value');
  await entity.selectOption(firstSession ?? '');
  await expect(page.getByTestId('entity-summary')).toBeVisible();
  await expect(page.getByTestId('unique-users-table')).toBeVisible();

  // Messages: the three totals, a session's counts and messages, both spreadsheets.
  await page.getByTestId('reports-nav').getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByTestId('messages-totals')).toContainText('Private messages');
  await expectSpreadsheet(
    page,
    page.getByRole('button', { name: /^Download the event.s messages report$/ }),
    /^demo_messages\.xlsx$/i,
  );
  const session = page.getByLabel('Session', { exact: true });
  await expect(session.locator('option')).not.toHaveCount(1);
  await session.selectOption({ index: 1 });
  await expect(page.getByTestId('session-message-counts')).toContainText('Session questions');
  const messages = page.getByTestId('session-messages-table');
  await expect(messages).toBeVisible();
  await expectSearchFilters(messages, 'session-messages-table-row', 2);
  await expectSpreadsheet(
    page,
    page.getByRole('button', { name: /Download this session.s messages/ }),
    /^demo_messages_.*\.xlsx$/i,
  );
  // The session's polls: one row per option, named from the event code and the session.
  await expectSpreadsheet(
    page,
    page.getByRole('button', { name: /Download this session.s polls/ }),
    /^demo_polls_.*\.xlsx$/i,
  );
  await expectNoSeriousViolations(page);

  // Ad clicks: the table and the spreadsheet named from the event code.
  await page.getByTestId('reports-nav').getByRole('link', { name: 'Ad clicks' }).click();
  const ads = page.getByTestId('ad-clicks-table');
  await expect(ads).toBeVisible();
  await expectSearchFilters(ads, 'ad-clicks-table-row');
  await expectSpreadsheet(page, page.getByRole('button', { name: 'Download as spreadsheet' }), /^demoadclicks\.xlsx$/i);
  await expectNoSeriousViolations(page);

  await page.context().close();
});

test('the reports are usable at phone width, the tables scrolling sideways', async ({ browser }) => {
  const page = await signedInPage(browser, REPORT_VIEWER, {
    path: `/${DEMO}/reports/uniqueusers`,
    viewport: { width: 375, height: 740 },
  });
  const region = page.getByRole('region', { name: /^Unique users of / });
  await expect(region).toBeVisible();
  // The page itself does not scroll sideways: only the table's own region does.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test('an attendee is told the reports are not for their account', async ({ browser }) => {
  const page = await signedInPage(browser, 'attendee@demo.atrium.test', { path: `/${DEMO}/reports/adclicks` });
  await expect(page.getByTestId('reports-forbidden')).toContainText('not allowed to see the reports');
  await expect(page.getByTestId('ad-clicks-table')).toHaveCount(0);
  await page.context().close();
});

test('a visitor of a closed event reaches a report and is asked to sign in', async ({ page }) => {
  const code = `REPORTS${Date.now().toString(36).toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Reports closed', '--set', 'open=false');

  await page.goto(`/${code}/reports/messages`);

  // The guard lets the visitor reach the report; the server's refusal asks them to sign in (the
  // shell's own refused calls on a closed event may already have taken them to the login page).
  const notice = page.getByTestId('reports-sign-in');
  const form = page.getByTestId('login-form');
  await expect(notice.or(form)).toBeVisible();
  await expectNoSeriousViolations(page);
  if (await notice.isVisible()) await notice.getByRole('link', { name: 'Sign in' }).click();
  await expect(form).toBeVisible();
  // Signing in leads back to the report.
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${code}/reports/messages`);
});

test('a visitor of an open event is told to sign in to see the reports', async ({ page }) => {
  const code = `OPENREPORTS${Date.now().toString(36).toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Reports open', '--set', 'open=true', '--set', 'demandGdpr=false');

  await page.goto(`/${code}/reports/summary`);

  const notice = page.getByTestId('reports-sign-in');
  await expect(notice).toContainText('Sign in with a report viewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await notice.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${code}/reports/summary`);
});

/** The demo's stands by their figures (read as the report viewer): one visited, one not visited yet. */
async function demoStands(baseURL: string): Promise<{ visited: number; quiet: number }> {
  const settings = (await (await fetch(`${baseURL}/api/platform/${DEMO}`)).json()) as { eventId: number };
  const form = new URLSearchParams({
    grant_type: 'password',
    username: REPORT_VIEWER,
    password: 'demo-password',
    platform_id: String(settings.eventId),
  });
  const { access_token: token } = (await (
    await fetch(`${baseURL}/connect/token`, { method: 'POST', body: form })
  ).json()) as {
    access_token: string;
  };
  const list = (await (
    await fetch(`${baseURL}/api/platform/${settings.eventId}/report/sponsors`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: number; uniqueUsers: number }[] };
  const visited = list.items.find((s) => s.uniqueUsers > 0);
  const quiet = list.items.find((s) => s.uniqueUsers === 0);
  if (!visited || !quiet) throw new Error('the demo should have a visited stand and one not visited yet');
  return { visited: visited.id, quiet: quiet.id };
}

test('a stand’s moderator downloads its statistics, or is told there are none yet', async ({ browser, baseURL }) => {
  const { visited, quiet } = await demoStands(baseURL as string);
  const page = await signedInPage(browser, 'moderator@demo.atrium.test', { path: `/${DEMO}/stand/${visited}` });
  const button = page.getByRole('button', { name: 'Download stand statistics' });
  await expectSpreadsheet(page, button, /^demo_sponsorstats_.+\.xlsx$/);

  // Opening a stand logs a visit to it (spec 2 §3 "Scan log"), but the statistics leave out the
  // people who moderate the stand: the moderator's own visit does not make it one with statistics.
  const scanned = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/log/scan'));
  await page.goto(`/${DEMO}/stand/${quiet}`);
  expect((await scanned).ok()).toBe(true);
  await page.getByRole('button', { name: 'Download stand statistics' }).click();
  const dialog = page.getByTestId('stand-statistics-empty');
  await expect(dialog.getByRole('heading', { name: 'No statistics yet' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // An attendee is no moderator of the stand: no download.
  const attendee = await signedInPage(browser, 'attendee@demo.atrium.test', { path: `/${DEMO}/stand/${visited}` });
  await expect(attendee.getByTestId('stand-page')).toBeVisible();
  await expect(attendee.getByRole('button', { name: 'Download stand statistics' })).toHaveCount(0);
});
