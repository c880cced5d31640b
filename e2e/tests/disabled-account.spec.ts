import { expect, test } from '@playwright/test';
import { atrium, createAccount, eventWithSchedule } from './support/atrium.ts';
import { signedInPage } from './support/hub.ts';

/**
 * An organiser disables an account while its tab is open: the hub ends the sign-in, the page asks
 * the identity provider once for new tokens, is refused, and shows the sign-in page; it does not
 * ask again at each reconnection attempt. An event of its own.
 */
test('a disabled account’s open tab goes to the sign-in page after one refused refresh', async ({ browser }) => {
  const code = eventWithSchedule('DIS', []);
  const attendee = createAccount('attendee', code);
  const page = await signedInPage(browser, attendee.email, {
    event: code,
    password: attendee.password,
    path: `/${code}`,
  });
  const refreshes: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/connect/token'))
      if (request.postData()?.includes('grant_type=refresh_token')) refreshes.push(refreshes.length);
  });

  atrium('user', 'disable', '--platform', code, '--email', attendee.email);
  await expect(page).toHaveURL(new RegExp(`/${code}/login`), { timeout: 30_000 });
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(refreshes).toHaveLength(1);
});
