import { expect, test } from '@playwright/test';
import { DEMO_ATTENDEE, expectSignedIn, signIn } from './support/atrium.ts';
import { seriousViolations } from './support/axe.ts';

test.describe('no serious or critical accessibility violation (axe-core)', () => {
  test('login page', async ({ page }) => {
    await page.goto('/DEMO/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('welcome page', async ({ page }) => {
    await page.goto('/DEMO');
    await expect(page.getByTestId('welcome-content')).toBeVisible();
    await expect(page.getByTestId('nav-drawer').getByRole('link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('edit-profile dialog', async ({ page }) => {
    await page.goto('/DEMO/login');
    await signIn(page, DEMO_ATTENDEE);
    await expectSignedIn(page, DEMO_ATTENDEE.firstName);
    // The demo attendee has not answered the consent DEMO demands: the dialog asks for it.
    const dialog = page.getByTestId('profile-dialog');
    await expect(dialog.getByRole('heading', { name: 'Privacy consent' })).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
