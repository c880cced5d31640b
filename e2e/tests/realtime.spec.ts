import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { enterRoom, signedInPage, skipConsent } from './support/hub.ts';

const ROOM = 'Welcome café';

test.beforeAll(skipConsent);

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  await expect(page.getByTestId('welcome-name')).toBeVisible();
  return page;
}

test('two people chat in a lounge room and see each other’s messages and the count', async ({ browser }) => {
  const ada = await signIn(browser, 'attendee@demo.atrium.test');
  const mod = await signIn(browser, 'moderator@demo.atrium.test');
  await enterRoom(ada, ROOM);
  await enterRoom(mod, ROOM);
  await expect(ada.getByTestId('room-count')).toContainText('2 users');
  await expect(mod.getByTestId('room-count')).toContainText('2 users');

  await ada.getByTestId('chat-input').fill('Hello from the attendee');
  await ada.getByRole('button', { name: 'Send' }).click();
  await expect(mod.getByTestId('chat-message').filter({ hasText: 'Hello from the attendee' })).toBeVisible();

  await mod.getByTestId('chat-input').fill('Hello back from the moderator');
  await mod.getByTestId('chat-input').press('Enter');
  await expect(ada.getByTestId('chat-message').filter({ hasText: 'Hello back from the moderator' })).toBeVisible();
  await expect(ada.getByTestId('chat-input')).toHaveValue('');

  await mod.context().close();
  await expect(ada.getByTestId('room-count')).toContainText('1 user');
  await ada.context().close();
});

test('a lounge message is sent with the keyboard alone', async ({ browser }) => {
  const page = await signIn(browser, 'attendee@demo.atrium.test');
  const roomButton = page.getByRole('button', { name: new RegExp(ROOM) });
  await roomButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('room-header')).toContainText(ROOM);
  // From the favourite star, Tab reaches the message box.
  await page.getByRole('button', { name: 'Add to favourites' }).focus();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByTestId('chat-input').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByTestId('chat-input')).toBeFocused();
  await page.keyboard.type('Typed with the keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Typed with the keyboard' })).toBeVisible();
  await page.context().close();
});

test('a message the hub refuses stays in the box and says so; sent again, it arrives once', async ({ browser }) => {
  const page = await signIn(browser, 'attendee@demo.atrium.test');
  await enterRoom(page, ROOM);
  const input = page.getByTestId('chat-input');
  const messages = page.getByTestId('chat-message');
  // Faster than the chat's rate (5 at once, then one a second): each message as soon as the one
  // before has arrived, until the hub refuses one.
  const run = Date.now();
  const notSent = page.getByText('Your message was not sent. Send it again in a moment.');
  let refused = '';
  for (let i = 1; i <= 30 && !refused; i++) {
    const text = `Rapid fire ${run} number ${i}`;
    await input.fill(text);
    await input.press('Enter');
    await expect(messages.getByText(text, { exact: true }).or(notSent).first()).toBeVisible();
    if (await notSent.isVisible()) refused = text;
  }
  // It is back in the box, and did not arrive.
  expect(refused).not.toBe('');
  await expect(input).toHaveValue(refused);
  await expect(messages.getByText(refused, { exact: true })).toHaveCount(0);

  // A moment later, sending it again delivers it, once.
  const again = messages.getByText(refused, { exact: true });
  await expect(async () => {
    if ((await input.inputValue()) !== '') await input.press('Enter');
    await expect(again).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(input).toHaveValue('');
  await page.context().close();
});

test('the lounge page has no serious or critical accessibility issue', async ({ browser }) => {
  const page = await signIn(browser, 'attendee@demo.atrium.test');
  await enterRoom(page, ROOM);
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();
});
