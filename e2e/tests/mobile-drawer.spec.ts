import { expect, test } from '@playwright/test';

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the drawer as a modal dialog, Escape closes it; the banner is 55 px high', async ({
    page,
  }) => {
    await page.goto('/DEMO');
    const banner = page.getByTestId('banner');
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.height).toBe(55);

    // The temporary drawer is not on the page until the menu button opens it.
    await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
    const menuButton = banner.getByRole('button', { name: 'Open the menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();

    const drawer = page.getByRole('dialog', { name: 'Event menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Modal: opened with showModal(), so the rest of the page is inert behind it.
    expect(await drawer.evaluate((element) => element.matches(':modal'))).toBe(true);
    const nav = drawer.getByTestId('nav-drawer');
    await expect(nav.getByRole('link', { name: 'Programme' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Speakers' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close the menu' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });
});

test('on a desktop the banner is 125 px high and the drawer is docked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/DEMO');
  const banner = page.getByTestId('banner');
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.height).toBe(125);
  await expect(banner.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
  await expect(page.getByTestId('nav-drawer').getByRole('link', { name: 'Programme' })).toBeVisible();
});
