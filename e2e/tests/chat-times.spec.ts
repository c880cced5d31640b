import { expect, test } from '@playwright/test';
import { createAccount, DEMO, expectSignedIn, signIn } from './support/atrium.ts';
import { enterRoom, signedInPage, skipConsent } from './support/hub.ts';

test.beforeAll(skipConsent);

test('a lounge message shows its time, full on hover; a one-character message says why it is not sent', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'attendee@demo.atrium.test');
  await enterRoom(page, 'Welcome café');
  const input = page.getByTestId('chat-input');

  await input.fill('x');
  await input.press('Enter');
  await expect(page.getByText('A message needs at least 2 characters.')).toBeVisible();
  await expect(input).toHaveValue('x');

  const text = `Timed hello ${Date.now()}`;
  await input.fill(text);
  await expect(page.getByText('A message needs at least 2 characters.')).toHaveCount(0);
  await input.press('Enter');
  const message = page.getByTestId('chat-message').filter({ hasText: text });
  const time = message.getByTestId('message-time');
  await expect(time).toHaveText('now');
  // The full date and time in the reader's language, and a machine-readable instant.
  await expect(time).toHaveAttribute('title', /\d{4}.*\d{2}:\d{2}/);
  expect(Number.isNaN(Date.parse((await time.getAttribute('datetime')) ?? ''))).toBe(false);
  await page.context().close();
});

test('private messages show their time; the participant search tells people apart by organisation', async ({
  page,
}) => {
  // Accounts of its own: the other journeys count the demo people's unread messages.
  const sender = createAccount('pm-sender');
  const recipient = createAccount('pm-recipient');
  const recipientName = `${recipient.firstName} ${recipient.lastName}`;
  await page.goto(`/${DEMO}/login`);
  await signIn(page, sender);
  await expectSignedIn(page, sender.firstName);

  const messages = page.getByTestId('banner').getByRole('button', { name: /^Private messages/ });
  await messages.click();
  const search = page.getByRole('searchbox', { name: 'Find a participant' });
  await search.fill('Samira Haddad');
  await expect(page.getByTestId('messages-search-result').filter({ hasText: 'Samira Haddad' }).first()).toContainText(
    'University of Geneva',
  );

  await search.fill(recipientName);
  await page.getByTestId('messages-search-result').filter({ hasText: recipientName }).first().click();
  const box = page.getByTestId('chat-box').filter({ has: page.getByRole('heading', { name: recipientName }) });
  const input = box.getByTestId('chat-box-input');
  await input.fill('?');
  await input.press('Enter');
  await expect(box.getByText('A message needs at least 2 characters.')).toBeVisible();

  const text = `Private timed ${Date.now()}`;
  await input.fill(text);
  await input.press('Enter');
  const sent = box.getByTestId('chat-box-message').filter({ hasText: text });
  await expect(sent.getByTestId('message-time')).toHaveText('now');
  await expect(sent.getByTestId('message-time')).toHaveAttribute('title', /\d{4}/);
});
