import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { signedInPage, skipConsent } from './support/hub.ts';

/** Screenshots for comparing the stand between versions: test-results/ (kept out of the repository). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${process.env.SHOT_LABEL ?? 'after'}.png`), fullPage: true });

test.beforeAll(skipConsent);
// Each test opens the stand in fresh browser contexts (two languages, two widths): more than a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The first stand of the demo exhibition (a Platinum sponsor's, with a chat). */
async function firstStand(page: Page): Promise<number> {
  const { eventId } = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  const list = (await (await page.request.get(`/api/platform/${eventId}/sponsors/filter`)).json()) as {
    groups: { sponsors: { id: number }[] }[];
  };
  const id = list.groups[0]?.sponsors[0]?.id;
  if (!id) throw new Error('the demo should have a stand');
  return id;
}

async function openStand(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: width < 960 ? 812 : 900 } });
  const page = await context.newPage();
  await page.goto(`/${DEMO}/stand/${await firstStand(page)}`);
  const picture = page.getByTestId('stand-image').locator('img');
  await expect(picture).toBeVisible({ timeout: 40_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return page;
}

for (const locale of ['en-GB', 'fr-FR'])
  for (const width of [1440, 375])
    test(`a stand at ${width} px in ${locale}, as a screenshot`, async ({ browser }) => {
      const page = await openStand(browser, locale, width);
      await shot(page, `stand-${locale.slice(0, 2)}-${width}`);
      // The hotspots are marked, not outlined, until hovered or focused.
      const hotspots = page.getByTestId('stand-hotspot');
      expect(await hotspots.count()).toBe(5);
      for (const style of await hotspots.evaluateAll((all) =>
        all.map((h) => getComputedStyle(h).borderStyle + getComputedStyle(h).outlineStyle),
      ))
        expect(style).not.toMatch(/dashed|dotted/);
      // The logo at its own proportions: its box is the picture's.
      const logo = page.getByTestId('stand-logo');
      const ratio = await logo.evaluate((img: HTMLImageElement) => [
        img.naturalWidth / img.naturalHeight,
        img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      ]);
      expect(Math.abs((ratio[0] ?? 0) - (ratio[1] ?? 0))).toBeLessThan(0.05);
      // The team's links line up from one member to the next.
      const starts = await page
        .getByTestId('stand-staff-member')
        .evaluateAll((members) =>
          members.map((m) => Math.round(m.querySelector('a, button')?.getBoundingClientRect().left ?? -1)),
        );
      expect(new Set(starts).size).toBe(1);
      await page.context().close();
    });

test('the stand’s hotspots at 1440 px: Tab reaches each, a focused one shows its ring, Enter opens it', async ({
  browser,
}) => {
  const page = await openStand(browser, 'en-GB', 1440);
  const hotspots = page.getByTestId('stand-hotspot');
  const count = await hotspots.count();
  expect(count).toBeGreaterThan(0);
  const reached = new Set<string>();
  for (let press = 0; press < 80 && reached.size < count; press++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-testid') === 'stand-hotspot'
        ? document.activeElement.getAttribute('aria-label')
        : null,
    );
    if (name) {
      if (reached.size === 0) await shot(page, 'stand-hotspot-focused-en-1440');
      reached.add(name);
    }
  }
  expect(reached.size).toBe(count);

  // Enter opens the focused hotspot: the product film's dialog.
  await page.getByRole('button', { name: 'Product film (YouTube video)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hotspot-frame-dialog')).toBeVisible();
  await page.context().close();
});

test('a signed-in visitor opening a stand’s YouTube or Vimeo film logs a VIDEO_VIEW_ITEM', async ({ browser }) => {
  // On a phone: the films open full screen there, and the log needs no connection to the hub.
  const page = await signedInPage(browser, 'attendee@demo.atrium.test', {
    path: `/${DEMO}/expo`,
    viewport: { width: 375, height: 812 },
  });
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) => route.fulfill({ body: '' }));
  await page.goto(`/${DEMO}/stand/${await firstStand(page)}`);
  for (const name of ['Product film (YouTube video)', 'Customer stories (Vimeo video)']) {
    const logged = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/log/download'),
    );
    await page.getByRole('button', { name }).click();
    expect((await logged).postDataJSON()).toMatchObject({ itemType: 'SPONSOR_HOTSPOT', logType: 'VIDEO_VIEW_ITEM' });
    const dialog = page.getByTestId('hotspot-frame-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.context().close();
});
