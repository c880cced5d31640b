import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { atrium } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * spec 2 §3: a session's sponsor picture and its link. An event of its own, made from an event
 * file: an industry session live now carries its exhibitor's logo, which leads to its stand.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="160" height="64" fill="#0D47A1"/><circle cx="32" cy="32" r="18" fill="#FFFFFF"/><rect x="62" y="24" width="80" height="16" rx="8" fill="#FFFFFF"/></svg>',
).toString('base64')}`;

function sponsoredEvent(): string {
  const code = `SPN${Date.now().toString(36).toUpperCase()}`;
  atrium(
    'platform',
    'create',
    code,
    '--title',
    'Sponsored sessions',
    '--set',
    'open=true',
    '--set',
    'demandGdpr=false',
  );
  const now = Date.now();
  const file = {
    sponsors: [{ title: 'Acme Imaging', shortDescription: 'Scanners that see further' }],
    programme: {
      rooms: [{ name: 'Industry Theatre' }],
      sessions: [
        {
          key: 'industry-1',
          title: 'Acme Imaging industry session: faster scans',
          startsAt: new Date(now - 600_000).toISOString(),
          endsAt: new Date(now + 3_600_000).toISOString(),
          room: 'Industry Theatre',
          type: 'Industry session',
          sponsorThumbnailUri: LOGO,
          sponsorThumbnailLinkUri: 'stand:Acme Imaging',
        },
      ],
    },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-sponsored-'));
  writeFileSync(path.join(dir, 'event.json'), JSON.stringify(file));
  atrium('event', 'apply', path.join(dir, 'event.json'), '--platform', code);
  return code;
}

test('an industry session’s card shows its sponsor’s logo, which opens the sponsor’s stand', async ({ page }) => {
  const code = sponsoredEvent();
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/${code}/livenow`);
    const card = page.getByTestId('live-section').getByTestId('session-card');
    await expect(card).toHaveCount(1);
    const badge = card.getByTestId('sponsor-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAccessibleName('Visit the sponsor');
    await expect(badge.getByRole('img', { name: 'Sponsor' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `session-sponsor-badge-en-${width}.png`) });
  }
  await expectNoSeriousViolations(page);
  await page.getByTestId('sponsor-badge').click();
  await expect(page).toHaveURL(new RegExp(`/${code}/stand/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Acme Imaging' }).first()).toBeVisible();
});
