import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage, skipConsent } from './support/hub.ts';

/** Screenshots of the screens these journeys check, for looking at: test-results/ (kept out of the repository). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `ways-in-${name}.png`) });

const ORGANISER = 'admin@demo.atrium.test';
const REPORT_VIEWER = 'reports@demo.atrium.test';
const ATTENDEE = 'attendee@demo.atrium.test';
const SPEAKER = 'speaker@demo.atrium.test';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

test.beforeAll(() => skipConsent());
// Each journey opens the event two or three times (widths, people), with accessibility scans.
test.describe.configure({ timeout: 180_000 });

/** The drawer, opened on a phone with the menu button; docked (and open) on a desktop. */
async function openDrawer(page: Page, phone: boolean) {
  if (phone) await page.getByTestId('banner').getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByRole('link', { name: 'Programme', exact: true })).toBeVisible();
  return drawer;
}

/** A person's page at a width, with the 403s it met (a menu entry it cannot use would cause some). */
async function visit(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const refused: string[] = [];
  const page = await signedInPage(browser, email, {
    path: `/${DEMO}/`,
    viewport,
    prepare: (p) => p.on('response', (r) => (r.status() === 403 ? refused.push(r.url()) : undefined)),
  });
  return { page, refused };
}

test('an organiser finds programme administration and the reports in the drawer, at 1440 and 375 px', async ({
  browser,
}) => {
  for (const [viewport, phone] of [
    [DESKTOP, false],
    [PHONE, true],
  ] as const) {
    const { page, refused } = await visit(browser, ORGANISER, viewport);
    const drawer = await openDrawer(page, phone);
    const own = drawer.getByRole('group', { name: 'Organiser pages' });
    await expect(own.getByRole('link', { name: 'Programme administration' })).toBeVisible();
    await expect(own.getByRole('link', { name: 'Reports' })).toBeVisible();
    // Organisers may use the submission area too: the event's own entry stays.
    await expect(drawer.getByRole('link', { name: 'Submission' })).toBeVisible();
    await shot(page, `drawer-organiser-${viewport.width}`);
    await expectNoSeriousViolations(page);
    await own.getByRole('link', { name: 'Programme administration' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO}/admin/sessions$`));
    expect(refused).toEqual([]);
    await page.context().close();
  }
});

test('a report viewer finds the reports, and neither administration nor submission, at 1440 and 375 px', async ({
  browser,
}) => {
  for (const [viewport, phone] of [
    [DESKTOP, false],
    [PHONE, true],
  ] as const) {
    const { page, refused } = await visit(browser, REPORT_VIEWER, viewport);
    const drawer = await openDrawer(page, phone);
    const own = drawer.getByRole('group', { name: 'Organiser pages' });
    await expect(own.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Programme administration' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Submission' })).toHaveCount(0);
    await shot(page, `drawer-report-viewer-${viewport.width}`);
    await own.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO}/reports/summary$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
    expect(refused).toEqual([]);
    await page.context().close();
  }
});

test('an attendee sees no entry into areas the server refuses them; a speaker sees Submission', async ({ browser }) => {
  const attendee = await visit(browser, ATTENDEE, DESKTOP);
  const drawer = await openDrawer(attendee.page, false);
  // The drawer has settled on the server's answer once the areas call came back.
  await attendee.page.waitForLoadState('networkidle');
  await expect(drawer.getByRole('link', { name: 'Networking lounge' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Submission' })).toHaveCount(0);
  await expect(drawer.getByRole('group', { name: 'Organiser pages' })).toHaveCount(0);
  expect(attendee.refused).toEqual([]);
  await attendee.page.context().close();

  const speaker = await visit(browser, SPEAKER, DESKTOP);
  const speakerDrawer = await openDrawer(speaker.page, false);
  await expect(speakerDrawer.getByRole('link', { name: 'Submission' })).toBeVisible();
  await expect(speakerDrawer.getByRole('group', { name: 'Organiser pages' })).toHaveCount(0);
  await speaker.page.context().close();
});

test('a visitor sees Submission locked (a sign-in decides) and switches the language from the banner', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${DEMO}/`);
  const drawer = await openDrawer(page, false);
  await expect(drawer.getByRole('link', { name: 'Submission (sign-in required)' })).toBeVisible();
  const banner = page.getByTestId('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(banner.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Programme', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();
  // On a phone the switcher fits beside the title and the sign-in button.
  await page.setViewportSize(PHONE);
  await expect(banner.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'visitor-banner-375');
});

test('links in the welcome page’s HTML take the theme’s colour, not the browser’s blue', async ({ page }) => {
  await page.goto(`/${DEMO}/`);
  const link = page.getByTestId('welcome-content').locator('a').first();
  await expect(link).toBeVisible();
  const colour = await link.evaluate((a) => getComputedStyle(a).color);
  expect(colour).not.toBe('rgb(0, 0, 238)');
  expect(colour).not.toBe('rgb(85, 26, 139)');
  // The theme's colour is the event's button colour (the demo's teal, darkened for contrast when needed).
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(g).toBeGreaterThan(r ?? 0);
  expect(b).toBeGreaterThan(r ?? 0);
});

test('the player’s room wraps to a line of its own without a dangling separator, at 1024 and 375 px', async ({
  browser,
}) => {
  for (const viewport of [{ width: 1024, height: 800 }, PHONE]) {
    const { page } = await visit(browser, ATTENDEE, viewport);
    const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
    const list = (await (await page.request.get(`/api/platform/${settings.eventId}/sessions`)).json()) as {
      items: { id: number; sessionId: number | null; roomName: string; isPresentation?: boolean }[];
    };
    const item = list.items.find((s) => s.roomName.length > 12);
    expect(item).toBeDefined();
    const id = item?.sessionId ?? item?.id;
    await page.goto(`/${DEMO}/session/${id}`);
    const meta = page.getByTestId('player-meta');
    await expect(meta).toBeVisible();
    await expect(meta).not.toContainText('·');
    const room = meta.getByTestId('player-meta-room');
    await expect(room).toBeVisible();
    // The room is one piece: its box is a single line high, whether beside the times or under them.
    const box = await room.boundingBox();
    expect(box?.height ?? 99).toBeLessThan(30);
    await shot(page, `player-meta-${viewport.width}`);
    await page.context().close();
  }
});

test('typing in Find a participant sends each search once', async ({ browser }) => {
  const asked: string[] = [];
  const page = await signedInPage(browser, ATTENDEE, {
    path: `/${DEMO}/`,
    viewport: DESKTOP,
    prepare: (p) =>
      p.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('/conversations/users')) asked.push(url.searchParams.get('q') ?? '');
      }),
  });
  await page
    .getByTestId('banner')
    .getByRole('button', { name: /^Private messages/ })
    .click();
  const search = page.getByTestId('messages-search');
  const answered = (q: string) =>
    page.waitForResponse((r) => r.url().includes('/conversations/users') && r.url().endsWith(`q=${q}`));
  let answer = answered('Nad');
  await search.fill('Nad');
  await answer;
  answer = answered('Nadi');
  await search.fill('Nadi');
  await answer;
  // A later search ends the window in which a repeat of the earlier ones would have gone out.
  answer = answered('Nadia');
  await search.fill('Nadia');
  await answer;
  expect(asked).toEqual(['Nad', 'Nadi', 'Nadia']);

  // Typed key by key: whatever searches go out on the way, none goes out twice.
  asked.length = 0;
  await search.fill('');
  answer = answered('Benali');
  await search.pressSequentially('Benali');
  await answer;
  answer = answered('Nadia');
  await search.fill('Nadia');
  await answer;
  expect(asked.at(-1)).toBe('Nadia');
  expect(new Set(asked).size).toBe(asked.length);
  await page.context().close();
});
