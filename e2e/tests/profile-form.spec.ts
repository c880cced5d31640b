import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, expectSignedIn, signIn } from './support/atrium.ts';
import { seriousViolations } from './support/axe.ts';

test('the consent dialog says what it is and closes on save; the profile form edits the name and biography', async ({
  page,
}) => {
  // The demo demands consent unless another journey turned that off: ask for it here, then put it back.
  const before = (await (await page.request.get('/api/platform/DEMO')).json()) as { demandGdpr: boolean };
  atrium('platform', 'settings', 'DEMO', '--set', 'demandGdpr=true');
  try {
    await consentThenProfile(page);
  } finally {
    atrium('platform', 'settings', 'DEMO', '--set', `demandGdpr=${before.demandGdpr}`);
  }
});

async function consentThenProfile(page: Page) {
  const account = createAccount('profile');
  await page.goto('/DEMO/login');
  await signIn(page, account);
  await expectSignedIn(page, account.firstName);

  const dialog = page.getByTestId('profile-dialog');
  await expect(dialog.getByRole('heading', { name: 'Privacy consent' })).toBeVisible();
  // The consent alone: the profile's fields wait for "Edit Profile".
  await expect(dialog.getByLabel(/^Organisation/)).toHaveCount(0);
  await dialog.getByRole('radio', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  await expect(dialog.getByLabel(/^Biography/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A blank name is refused in the form, before any call.
  await dialog.getByLabel(/^First name/).fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();

  await dialog.getByLabel(/^First name/).fill('Renamed');
  await dialog.getByLabel(/^Biography/).fill('I build <things>.\n\nSecond paragraph.');
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog.getByText('Your profile has been saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Renamed');
  await page.getByTestId('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(dialog.getByLabel(/^Biography/)).toHaveValue('I build <things>.\n\nSecond paragraph.');
}
