import { expect, test } from '@playwright/test';
import { createAccount, expectSignedIn, signIn, storedTokenKeys } from './support/atrium.ts';

test('an attendee signs in, answers the consent, switches language, stays signed in and signs out', async ({
  page,
}) => {
  // A new account: this journey answers its consent and saves its profile.
  const account = createAccount('journey');

  await page.goto('/DEMO/login');
  await signIn(page, account, true);

  await expectSignedIn(page, account.firstName);
  // Remember me: the tokens outlive the tab.
  expect(await storedTokenKeys(page)).toEqual({ local: [expect.stringMatching(/^atrium\.tokens\.\d+$/)], session: [] });

  // DEMO demands consent and the account has not answered: the dialog opens by itself and
  // cannot be closed before an answer (the banner behind it is inert meanwhile).
  const dialog = page.getByTestId('profile-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Privacy consent' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await dialog.getByRole('radio', { name: /I agree/ }).check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/profile') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);

  // Answered: the consent dialog closes by itself.
  await expect(dialog).toBeHidden();

  // French and back, from the banner's language menu.
  const banner = page.getByTestId('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('welcome-name')).toHaveText(`Bienvenue, ${account.firstName}`);
  await expect(banner.getByRole('button', { name: 'Menu du compte' })).toBeVisible();

  await banner.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('welcome-name')).toHaveText(`Welcome, ${account.firstName}`);

  // A reload keeps the sign-in, and the consent stays answered.
  await page.reload();
  await expectSignedIn(page, account.firstName);
  await expect(page.getByTestId('welcome-content')).toBeVisible();
  await expect(page.getByTestId('profile-dialog')).toHaveCount(0);

  // Sign out: back to the login page, and no token is left in either storage.
  await banner.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/DEMO\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await storedTokenKeys(page)).toEqual({ local: [], session: [] });
});
