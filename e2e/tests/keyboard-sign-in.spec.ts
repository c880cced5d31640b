import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ATTENDEE, expectSignedIn } from './support/atrium.ts';

/** Presses Tab until the element has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the sign-in journey works with the keyboard alone', async ({ page }) => {
  await page.goto('/DEMO/login');
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();

  // Tab, typing and Enter only: no click anywhere.
  const email = form.getByLabel(/^Email/);
  await tabTo(page, email);
  await page.keyboard.type(DEMO_ATTENDEE.email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(DEMO_ATTENDEE.password);
  await page.keyboard.press('Enter');

  await expectSignedIn(page, DEMO_ATTENDEE.firstName);
  await expect(page.getByTestId('welcome-content')).toBeVisible();
});
