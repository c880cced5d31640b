import { expect, test } from '@playwright/test';
import { createAccount, expectSignedIn, latestMailTo, signIn } from './support/atrium.ts';

test('a forgotten password is reset from the mailed link, and the new one signs in', async ({ page }) => {
  // A new account: this test changes its password.
  const account = createAccount('forgot');

  await page.goto('/DEMO/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account exists for this address, an email has been sent to it.')).toBeVisible();

  // Without SMTP the server writes the mail to DATA_DIR/outbox; it is sent after the answer.
  await expect.poll(() => latestMailTo(account.email) !== null, { message: 'the reset mail in the outbox' }).toBe(true);
  const mail = latestMailTo(account.email) ?? '';
  const link = /https?:\/\/\S+\/DEMO\/reset-password\?token=\S+/.exec(mail)?.[0];
  expect(link, 'a reset link in the mail').toBeTruthy();

  await page.goto(link ?? '');
  const newPassword = `${account.password}-new`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/DEMO\/login$/);
  await signIn(page, { email: account.email, password: newPassword });
  await expectSignedIn(page, account.firstName);
});
