import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * The on-demand home (spec 2 §2.2) on the welcome page of an event whose landing asks for it
 * (spec 1 §2.3): an event of its own, from a schedule of yesterday's sessions, 12 in one room
 * (its group holds exactly 10: the More button) and 3 in another.
 */
const code = `HOMEVOD${Date.now().toString(36).toUpperCase()}`;

test.beforeAll(() => {
  atrium('platform', 'create', code, '--title', 'On demand', '--set', 'open=true', '--set', 'demandGdpr=false');
  const yesterday = Date.now() - 86_400_000;
  const instant = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const session = (i: number, room: string, track: string) => ({
    guid: `home-${i}`,
    title: `Recorded talk ${String(i).padStart(2, '0')}`,
    start: instant(yesterday + i * 1_800_000),
    end: instant(yesterday + i * 1_800_000 + 1_500_000),
    room,
    track,
    type: 'lecture',
    abstract: `What talk ${i} was about.`,
  });
  const events = [
    ...Array.from({ length: 12 }, (_, i) => session(i + 1, '01 Hall Alpha', 'Cardiology')),
    ...Array.from({ length: 3 }, (_, i) => session(i + 13, '02 Hall Beta', 'Imaging')),
  ];
  const schedule = {
    schedule: {
      version: 'e2e',
      conference: { acronym: code, title: 'On demand', time_zone_name: 'Europe/Paris', rooms: [] },
      events,
    },
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-e2e-')), 'home.schedule.json');
  writeFileSync(file, JSON.stringify(schedule));
  atrium('import', 'schedule', '--platform', code, file);
  atrium('platform', 'landing', code, '--home-vod', 'on');
});

async function openHome(page: Page) {
  await page.goto(`/${code}`);
  const home = page.getByTestId('home-vod');
  await expect(home).toBeVisible();
  return home;
}

test('the welcome page shows the on-demand home: groups per room, theme and type, More at 10, a card’s details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const home = await openHome(page);
  const group = (name: string) =>
    home.getByTestId('home-group').filter({ has: page.getByRole('heading', { name, exact: true }) });

  // One group per room (without the first 3 characters), per theme and per type; no Live Now (none is live).
  for (const name of ['Hall Alpha', 'Hall Beta', 'Cardiology', 'Imaging', 'lecture'])
    await expect(group(name)).toBeVisible();
  await expect(group('Live Now')).toHaveCount(0);
  await expect(group('Hall Alpha').getByTestId('home-card')).toHaveCount(10);
  await expect(group('Hall Alpha').getByTestId('home-more')).toBeVisible();
  await expect(group('Hall Beta').getByTestId('home-card')).toHaveCount(3);
  await expect(group('Hall Beta').getByTestId('home-more')).toHaveCount(0);
  // spec 2 §9: cards are 224 px high above the medium breakpoint.
  expect((await group('Hall Beta').getByTestId('home-card').first().boundingBox())?.height).toBe(224);
  await expectNoSeriousViolations(page);

  // A card opens its details; Escape closes them and gives the focus back.
  const card = group('Hall Beta').getByTestId('home-card').first();
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('home-dialog');
  await expect(dialog.getByRole('heading', { name: 'Recorded talk 13' })).toBeVisible();
  await expect(dialog).toContainText('Hall Beta');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // The group's heading leads to the on-demand list filtered by that room.
  await group('Hall Beta').getByRole('link', { name: 'Hall Beta' }).click();
  await expect(page).toHaveURL(new RegExp(`/${code}/vod\\?room=\\d+$`));
  await expect(page.getByTestId('vod-list').getByTestId('session-card')).toHaveCount(3);
});

test('the on-demand home at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const home = await openHome(page);
  const cards = home.getByTestId('home-card');
  await expect(cards.first()).toBeVisible();
  // spec 2 §9: 179 px high at medium and smaller; the groups scroll sideways, the page does not.
  expect((await cards.first().boundingBox())?.height).toBe(179);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousViolations(page);
  await cards.first().click();
  const dialog = page.getByTestId('home-dialog');
  await expect(dialog.getByRole('heading', { name: 'Recorded talk 01' })).toBeVisible();
  // Full screen on a phone.
  expect((await dialog.boundingBox())?.width).toBe(375);
});
