import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { DEMO_PASSWORD, signedInPage, skipConsent } from './support/hub.ts';

const SPEAKER_NAME = 'Samira Haddad';
const ATTENDEE_NAME = 'Alex Durand';

test.beforeAll(skipConsent);

/** A browser context of its own, signed in, on the welcome page (with the hub up on a desktop). */
async function signIn(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await signedInPage(browser, email, { path: `/${DEMO}/`, viewport });
  if (!viewport) await expect(page.getByTestId('welcome-name')).toBeVisible();
  return page;
}

/** A private message sent through the API by another account (to test what the receiving page shows). */
async function sendThroughApi(page: Page, email: string, toName: string, message: string) {
  const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  const base = `/api/platform/${settings.eventId}`;
  const grant = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, platform_id: String(settings.eventId) },
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const sender = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const found = (await (
    await page.request.get(`${base}/conversations/users`, { headers, params: { q: toName } })
  ).json()) as { userId: number; userName: string }[];
  const recipient = found.find((user) => user.userName === toName);
  if (!recipient) throw new Error(`${toName} not found`);
  const posted = await page.request.post(`${base}/conversations`, {
    headers,
    data: { eventId: settings.eventId, message, recipient: recipient.userId, sender: Number(sender.sub) },
  });
  expect(posted.status()).toBe(201);
}

const messagesButton = (page: Page) => page.getByTestId('banner').getByRole('button', { name: /^Private messages/ });
const chatBox = (page: Page, name: string) =>
  page.getByTestId('chat-box').filter({ has: page.getByRole('heading', { name }) });

test('two people exchange private messages through the dropdown and the chat boxes', async ({ browser }) => {
  const alex = await signIn(browser, 'attendee@demo.atrium.test');
  const samira = await signIn(browser, 'speaker@demo.atrium.test');
  const first = `Hello Samira, it is Alex ${Date.now()}`;
  const reply = `Hello Alex, nice to hear from you ${Date.now()}`;
  const third = `One more thing ${Date.now()}`;

  // Alex, with the keyboard alone: the dropdown opens on its search box.
  await messagesButton(alex).focus();
  await alex.keyboard.press('Enter');
  const dropdown = alex.getByTestId('messages-dropdown');
  await expect(dropdown).toBeVisible();
  const search = alex.getByRole('searchbox', { name: 'Find a participant' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Find a participant');

  // Two characters do not search; from the third the results come (spec 1 §4.7).
  await alex.keyboard.type('Sa');
  await expect(dropdown.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(alex.getByTestId('messages-search-result')).toHaveCount(0);
  await alex.keyboard.type('mira Had');
  await expect(alex.getByTestId('messages-search-result').filter({ hasText: SPEAKER_NAME }).first()).toBeVisible();
  await expect(alex.getByTestId('messages-search-loading')).toHaveCount(0);
  await expectNoSeriousViolations(alex, '[data-testid="messages-dropdown"]');

  // Esc resets the search and keeps the dropdown open.
  await alex.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(alex.getByTestId('messages-search-result')).toHaveCount(0);
  await expect(dropdown).toBeVisible();

  await alex.keyboard.type(SPEAKER_NAME);
  const result = alex.getByTestId('messages-search-result').filter({ hasText: SPEAKER_NAME }).first();
  await expect(result).toBeVisible();
  for (let i = 0; i < 10 && !(await result.evaluate((el) => el === document.activeElement)); i++) {
    await alex.keyboard.press('Tab');
  }
  await expect(result).toBeFocused();
  await alex.keyboard.press('Enter');

  // The chat box opens with the keyboard in its input; Enter sends.
  const alexBox = chatBox(alex, SPEAKER_NAME);
  await expect(alexBox).toBeVisible();
  await expect(dropdown).toHaveCount(0);
  const alexInput = alexBox.getByTestId('chat-box-input');
  await expect(alexInput).toBeFocused();
  await alex.keyboard.type('a');
  await alex.keyboard.press('Enter');
  // One character is not sent (spec 1 §5).
  await expect(alexInput).toHaveValue('a');
  await alex.keyboard.press('Backspace');
  await alex.keyboard.type(first);
  await alex.keyboard.press('Enter');
  await expect(alexInput).toHaveValue('');
  await expect(alexBox.getByTestId('chat-box-message').filter({ hasText: first })).toBeVisible();
  await expect(alexBox.getByTestId('chat-box-message')).toHaveCount(1);

  // Samira sees the unread count on the banner icon, opens the conversation and replies.
  await expect(messagesButton(samira)).toHaveAccessibleName('Private messages, 1 unread message');
  await expect(messagesButton(samira).getByTestId('unread-badge')).toContainText('1');
  await messagesButton(samira).click();
  const row = samira.getByTestId('conversation-row').filter({ hasText: ATTENDEE_NAME });
  await expect(row).toContainText(first);
  await expect(row.getByTestId('conversation-unread')).toContainText('1');
  await row.click();
  const samiraBox = chatBox(samira, ATTENDEE_NAME);
  await expect(samiraBox.getByTestId('chat-box-message').filter({ hasText: first })).toBeVisible();
  await expect(messagesButton(samira)).toHaveAccessibleName('Private messages');
  await samiraBox.getByTestId('chat-box-input').fill(reply);
  // The emoji picker of the chat box adds at the caret (the end here).
  await samiraBox.getByRole('button', { name: 'Insert an emoji' }).click();
  const picker = samira.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByPlaceholder('Search').fill('rocket');
  await picker.getByRole('button', { name: 'rocket', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(samiraBox.getByTestId('chat-box-input')).toHaveValue(`${reply}🚀`);
  await samiraBox.getByRole('button', { name: 'Send' }).click();
  await expect(samiraBox.getByTestId('chat-box-message').filter({ hasText: `${reply}🚀` })).toBeVisible();

  // Alex sees the reply in the open box, with nothing counted as unread.
  await expect(alexBox.getByTestId('chat-box-message').filter({ hasText: `${reply}🚀` })).toBeVisible();
  await expect(messagesButton(alex)).toHaveAccessibleName('Private messages');

  // Alex minimises the box; the next message shows as unread on the minimised box.
  await alexBox.getByRole('button', { name: `Minimise the conversation with ${SPEAKER_NAME}` }).click();
  await expect(alexBox).toHaveAttribute('data-minimised', 'true');
  await expect(alexBox.getByTestId('chat-box-message')).toHaveCount(0);
  await samiraBox.getByTestId('chat-box-input').fill(third);
  await samiraBox.getByTestId('chat-box-input').press('Enter');
  await expect(alexBox.getByTestId('chat-box-unread')).toContainText('1');
  await expect(messagesButton(alex)).toHaveAccessibleName('Private messages, 1 unread message');

  // Maximising clears it and shows the message.
  await alexBox.getByRole('button', { name: `Maximise the conversation with ${SPEAKER_NAME}` }).click();
  await expect(alexBox).toHaveAttribute('data-minimised', 'false');
  await expect(alexBox.getByTestId('chat-box-unread')).toHaveCount(0);
  await expect(alexBox.getByTestId('chat-box-message').filter({ hasText: third })).toBeVisible();
  await expect(messagesButton(alex)).toHaveAccessibleName('Private messages');
  await expect(alexBox).toHaveCSS('width', '320px');
  await expect(alexBox).toHaveCSS('height', '282px');
  await expectNoSeriousViolations(alex, '[data-testid="conversation-bar"]');
  // The page keeps the bar's height free at its bottom, so its last lines can scroll out from under it.
  const main = alex.locator('main');
  await expect(main).toHaveCSS('padding-bottom', '282px');

  // Closing the last box hides the bar, and the page takes its space back.
  await alexBox.getByRole('button', { name: `Close the conversation with ${SPEAKER_NAME}` }).click();
  await expect(alex.getByTestId('conversation-bar')).toHaveCount(0);
  await expect(main).toHaveCSS('padding-bottom', '0px');

  await samira.context().close();
  await alex.context().close();
});

test('on a phone the account menu has the private messages, and the chat box spans the screen', async ({ browser }) => {
  const phone = { width: 390, height: 800 };
  const samira = await signIn(browser, 'speaker@demo.atrium.test', phone);
  const text = `Sent from a phone ${Date.now()}`;
  const incoming = `Are you on your phone? ${Date.now()}`;
  await sendThroughApi(samira, 'attendee@demo.atrium.test', SPEAKER_NAME, incoming);

  // The account button and the menu's entry carry the unread count.
  const account = samira.getByRole('button', { name: 'Account menu, 1 unread message' });
  await expect(account).toBeVisible();
  await account.click();
  const dialog = samira.getByTestId('profile-dialog');
  await dialog.getByRole('button', { name: /^Private messages/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Private messages' })).toBeVisible();
  const row = dialog.getByTestId('conversation-row').filter({ hasText: ATTENDEE_NAME });
  await expect(row).toContainText(incoming);
  await expect(row.getByTestId('conversation-unread')).toContainText('1');
  await dialog.getByRole('searchbox', { name: 'Find a participant' }).fill(ATTENDEE_NAME);
  await dialog.getByTestId('messages-search-result').filter({ hasText: ATTENDEE_NAME }).first().click();

  // The full-screen dialog gives way to the chat box, as wide as the screen.
  await expect(dialog).toHaveCount(0);
  const box = chatBox(samira, ATTENDEE_NAME);
  await expect(box).toBeVisible();
  await expect(box).toHaveCSS('width', `${phone.width}px`);
  await expect(box.getByTestId('chat-box-input')).toBeFocused();
  await expect(box.getByTestId('chat-box-message').filter({ hasText: incoming })).toBeVisible();
  await expect(samira.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await samira.keyboard.type(text);
  await samira.keyboard.press('Enter');
  await expect(box.getByTestId('chat-box-message').filter({ hasText: text })).toBeVisible();
  await expectNoSeriousViolations(samira, '[data-testid="conversation-bar"]');
  await samira.context().close();
});
