import { expect, test } from '@playwright/test';
import { atrium, DEMO, eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * Browsing sessions (spec 2 §2.3–2.4) as a visitor of the open demo event. The on-demand home
 * (spec 2 §2.2) has its own journey (home-vod.spec.ts), on an event whose landing asks for it.
 */
test.beforeAll(() => {
  // The keyword filter is an event setting (the spec's "special events"); the poster journey uses it.
  atrium('platform', 'settings', DEMO, '--set', 'enableVodKeywordFilter=true', '--set', 'show.PosterCount=true');
});

test.afterAll(() => {
  atrium('platform', 'settings', DEMO, '--set', 'enableVodKeywordFilter=false', '--set', 'show.PosterCount=false');
});

test('a visitor filters the posters by theme and keyword, opens one, and the address gives the same list', async ({
  page,
  browser,
}) => {
  await page.goto(`/${DEMO}/posters`);
  const cards = page.getByTestId('session-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('list-count')).toContainText(/\d+ posters? found/);
  await expectNoSeriousViolations(page);

  // A poster with a description opens its dialog: its theme and keywords are the filter to use.
  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('heading').getByRole('button').click();
  const poster = page.getByTestId('poster-dialog');
  await expect(poster.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousViolations(page);
  const theme = (await poster.locator('dt:text-is("Theme") + dd').innerText()).trim();
  const keyword = (await poster.locator('dt:text-is("Keywords") + dd').innerText()).split(', ')[0]?.trim() ?? '';
  expect(keyword).not.toBe('');
  await page.keyboard.press('Escape');
  await expect(poster).toBeHidden();

  // The filters dialog with the keyboard: open it, choose the theme, tick the keyword, close with Escape.
  await page.getByRole('button', { name: 'Filters' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('filters-dialog');
  await expect(dialog.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const themes = dialog.getByRole('combobox', { name: 'Theme' });
  await themes.focus();
  await themes.selectOption({ label: theme });
  await expect(page).toHaveURL(/[?&]theme=/);
  const box = dialog.getByRole('group', { name: 'Keywords' }).getByRole('checkbox', { name: keyword, exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]keywords=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();

  // The poster is among the filtered ones, and its dialog opens from there too.
  const filteredCard = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(filteredCard).toHaveCount(1);
  await filteredCard.getByRole('heading').getByRole('button').click();
  await expect(poster.getByRole('heading', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(poster).toBeHidden();
  const filtered = page.url();
  const count = await page.getByTestId('list-count').innerText();
  const titles = await cards.getByRole('heading').allInnerTexts();

  // The copied address, in a browser of its own, shows the same list.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(filtered);
  await expect(second.getByTestId('list-count')).toHaveText(count);
  await expect(second.getByTestId('session-card').getByRole('heading')).toHaveText(titles);
  await other.close();
});

test('the on-demand list loads its next page when scrolled, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${DEMO}/vod?view=list`);
  const cards = page.getByTestId('session-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search recordings' })).toBeVisible();
  await expect(cards).toHaveCount(25);
  await expectNoSeriousViolations(page);
  const next = page.waitForResponse((r) => /\/sessions\?.*page=2/.test(r.url()) && r.url().includes('at='));
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  expect((await next).status()).toBe(200);
  await expect.poll(() => cards.count()).toBeGreaterThan(25);
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Back returns to the list as it was: its address, its later pages and where it was read', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${DEMO}/vod?view=list`);
  const cards = page.getByTestId('session-card');
  await expect(cards).toHaveCount(25);
  const next = page.waitForResponse((r) => /\/sessions\?.*page=2/.test(r.url()));
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await next;
  await expect.poll(() => cards.count()).toBeGreaterThan(25);
  await cards.nth(30).scrollIntoViewIfNeeded();
  const title = (await cards.nth(30).getByRole('heading').innerText()).trim();
  const readAt = await page.evaluate(() => Math.round(window.scrollY));
  expect(readAt).toBeGreaterThan(1000);

  // Elsewhere in the app, then Back: the pages come from the cache, drawn before the browser
  // puts the scroll back (React renders the history change at once).
  await page.getByRole('link', { name: 'Programme', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO}/programme`));
  await page.goBack();
  // The address keeps how far the list was read (`page`), so a reload would bring those pages too.
  await expect(page).toHaveURL(new RegExp(`/${DEMO}/vod\\?view=list&page=\\d+$`));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(readAt - 5);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(readAt + 5);
  await expect(cards.nth(30).getByRole('heading')).toHaveText(title);
  await expect(cards.nth(30)).toBeInViewport();
});

test('live now lists the live sessions, or says that none is live', async ({ page }) => {
  await page.goto(`/${DEMO}/livenow`);
  const live = page.getByTestId('live-section');
  await expect(live.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(live.getByTestId('session-card').first().or(live.getByTestId('list-empty'))).toBeVisible();
  if (await live.getByTestId('list-empty').isVisible()) {
    await expect(live.getByTestId('list-empty')).toHaveText('There are currently no live sessions.');
  } else {
    const card = live.getByTestId('session-card').first();
    await expect(card.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Join/ })).toBeVisible();
  }
  await expect(page.getByTestId('comingup-section').getByRole('heading', { name: 'Coming up' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('live now shows a session that starts while the page is open, without a reload', async ({ page }) => {
  // An event of its own, with one session live and one starting a little later (real clock: the
  // server decides what is live, the page asks again just after the start). The margin covers
  // making the event and loading the page on a busy machine.
  const now = Date.now();
  const startsSoon = Math.ceil((now + 20_000) / 1000) * 1000;
  const code = eventWithSchedule('LIVE', [
    { guid: 'live-1', title: 'Opening plenary', start: now - 600_000, end: now + 3_600_000 },
    { guid: 'soon-1', title: 'Late-breaking trials', start: startsSoon, end: startsSoon + 3_600_000 },
  ]);

  await page.goto(`/${code}/livenow`);
  const live = page.getByTestId('live-section');
  const comingUp = page.getByTestId('comingup-section');
  await expect(live.getByRole('heading', { name: 'Opening plenary' })).toBeVisible();
  await expect(comingUp.getByRole('heading', { name: 'Late-breaking trials' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // It moves to the live list once it has started (well within the minute's refresh).
  await expect(live.getByRole('heading', { name: 'Late-breaking trials' })).toBeVisible({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(startsSoon);
  await expect(comingUp.getByRole('heading', { name: 'Late-breaking trials' })).toHaveCount(0);
  await expect(comingUp.getByTestId('list-empty')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
