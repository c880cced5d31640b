import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, DEMO } from './support/atrium.ts';

/**
 * How the demo's on-demand home, live-now list and posters look, at 1440 and 375 px, in English
 * and in French, as screenshots kept in test-results/ (out of the repository) for comparing
 * versions; and what a visitor would notice: one title on the hero, Launch for a recording
 * served by the event's own site, posters shown by their own first page.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `ondemand-${name}-${process.env.SHOT_LABEL ?? 'after'}.png`) });

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

// The demo's welcome page is the organiser's text; this journey shows the on-demand home there, then puts it back.
test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => {
  atrium('platform', 'landing', DEMO, '--home-vod', 'on');
});
test.afterAll(() => {
  atrium('platform', 'landing', DEMO, '--home-vod', 'off');
});

/**
 * spec 2 §9: a list's session card is at least 414 px wide, and 0.95 of a window narrower than
 * that, filling the row.
 */
async function expectCardSize(page: Page, windowWidth: number) {
  const box = await page.getByTestId('session-card').first().boundingBox();
  if (windowWidth < 414) expect(box?.width).toBeCloseTo(windowWidth * 0.95, 0);
  else expect(box?.width).toBeGreaterThanOrEqual(414);
}

for (const locale of ['en-GB', 'fr-FR'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    for (const size of WIDTHS) {
      test(`the on-demand home, live now and the posters at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(`/${DEMO}/`);
        const home = page.getByTestId('home-vod');
        await expect(home.getByTestId('home-card').first()).toBeVisible({ timeout: 60_000 });
        await page.evaluate(() => document.fonts.ready);
        await expect(home.locator('img').first()).toHaveJSProperty('complete', true, { timeout: 30_000 });
        await shot(page, `home-${lang}-${size.width}`);
        // spec 2 §9: on a phone a home card is 0.75 of the window; a 16:9 card 224 high at 1440.
        const homeCard = await home.getByTestId('home-card').first().boundingBox();
        if (size.width === 375) expect(homeCard?.width).toBeCloseTo(375 * 0.75, 0);
        else expect(homeCard?.height).toBe(224);
        // spec 2 §9: the detail dialog gives the session's times "ddd DD MMM HH:mm" in the interface language.
        await home.getByTestId('home-card').first().click();
        const details = page.getByTestId('home-dialog');
        await expect(details.locator('dd').first()).toHaveText(
          lang === 'fr'
            ? /^[a-z]{3,4}\. \d\d [a-zéû]{3,5}\.? \d\d:\d\d/
            : /^[A-Z][a-z]{2} \d\d [A-Z][a-z]{2} \d\d:\d\d/,
        );
        await shot(page, `home-dialog-${lang}-${size.width}`);
        await page.keyboard.press('Escape');
        await expect(details).toBeHidden();

        await page.goto(`/${DEMO}/livenow`);
        await expect(page.getByTestId('session-card').first()).toBeVisible({ timeout: 60_000 });
        await shot(page, `livenow-${lang}-${size.width}`);
        await expectCardSize(page, size.width);
        // spec 2 §9: the lists' dates read DD/MM/YYYY HH:mm, in both languages (posters have none).
        await expect(page.getByTestId('session-card').first().getByTestId('card-date')).toHaveText(
          /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
        );

        await page.goto(`/${DEMO}/posters`);
        const cards = page.getByTestId('session-card');
        await expect(cards.first()).toBeVisible({ timeout: 60_000 });
        await expect(cards.first().locator('img')).toHaveJSProperty('complete', true, { timeout: 30_000 });
        await shot(page, `posters-${lang}-${size.width}`);
        await expectCardSize(page, size.width);
        // spec 2 §9: the poster list's inline ad is a card of 400×224, or 320×179 below 1280 px.
        const ad = page.getByTestId('ad-inline').first();
        await ad.scrollIntoViewIfNeeded();
        await expect(ad.locator('img')).toHaveJSProperty('complete', true, { timeout: 30_000 });
        expect(await ad.boundingBox()).toMatchObject(
          size.width === 1440 ? { width: 400, height: 224 } : { width: 320, height: 179 },
        );
        await shot(page, `posters-ad-${lang}-${size.width}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The demo's first posters are handed in as PDFs: their cards show the poster's own first page.
        await expect(cards.first().locator('img')).toHaveAttribute('src', /\/first-page\.png\?/);
        await cards.first().getByRole('heading').getByRole('button').click();
        const dialog = page.getByTestId('poster-dialog');
        await expect(dialog).toBeVisible({ timeout: 60_000 });
        await shot(page, `poster-dialog-${lang}-${size.width}`);
        // A long description is cut after a whole word, with an ellipsis, or shown whole.
        const description = (await dialog.locator('dl + p').innerText()).trim();
        expect(description.endsWith('…') || description.endsWith('.')).toBe(true);
        await page.keyboard.press('Escape');

        // The pages loaded are kept in the address, and come back with it.
        if (size.width === 1440 && lang === 'en') {
          await cards.nth(24).scrollIntoViewIfNeeded();
          await expect(cards).toHaveCount(50, { timeout: 60_000 });
          await expect(page).toHaveURL(/[?&]page=2\b/);
          await page.reload();
          await expect(cards).toHaveCount(50, { timeout: 60_000 });
        }

        // What the screenshots are for: the hero says its title once and plays the site's own recording.
        await page.goto(`/${DEMO}/`);
        const hero = page.getByTestId('home-hero');
        await expect(hero).toBeVisible({ timeout: 60_000 });
        await expect(
          hero.getByRole('link', { name: new RegExp(`^${lang === 'fr' ? 'Lancer' : 'Launch'} `) }),
        ).toBeVisible({ timeout: 60_000 });
      });
    }
  });
}
