import { expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { enterRoom, signedInPage, skipConsent } from './support/hub.ts';

const ATTENDEE = 'attendee@demo.atrium.test';
const MODERATOR = 'moderator@demo.atrium.test';

test.beforeAll(skipConsent);

const roomButton = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Rooms' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** Makes the page's tab hidden or shown again, as switching tabs does. */
async function setTabVisible(page: Page, visible: boolean) {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (shown ? 'visible' : 'hidden'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

test('a moderator creates a room that others see appear, then deletes it after confirming its name', async ({
  browser,
}) => {
  const mod = await signedInPage(browser, MODERATOR);
  const ada = await signedInPage(browser, ATTENDEE);
  const name = `e2e-${Date.now().toString(36).slice(-6)}`;

  // Only moderators get the create box and the delete icons.
  await expect(mod.getByLabel('New room name')).toBeVisible();
  await expect(ada.getByLabel('New room name')).toHaveCount(0);
  await expect(ada.getByRole('button', { name: /^Delete room/ })).toHaveCount(0);

  // The name is normalised as the room rule says (trimmed, lower-cased, spaces to hyphens).
  await mod.getByLabel('New room name').fill(`  ${name.toUpperCase()} Talk `);
  await expect(mod.getByText('18/20')).toBeVisible();
  await mod.getByRole('button', { name: 'Create' }).click();
  const created = `${name}-talk`;
  await expect(roomButton(mod, created)).toBeVisible();
  await expect(roomButton(ada, created)).toBeVisible();
  await expect(mod.getByLabel('New room name')).toHaveValue('');

  // The attendee is in the room when it goes: it leaves their list and their screen.
  await enterRoom(ada, created);
  await mod.getByRole('button', { name: `Delete room ${created}` }).click();
  const confirm = mod.getByRole('dialog', { name: 'Delete room' });
  await expect(confirm).toContainText(`Delete the room ${created}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(roomButton(mod, created)).toBeVisible();

  await mod.getByRole('button', { name: `Delete room ${created}` }).click();
  await mod.getByRole('dialog', { name: 'Delete room' }).getByRole('button', { name: 'Delete' }).click();
  await expect(roomButton(mod, created)).toHaveCount(0);
  await expect(roomButton(ada, created)).toHaveCount(0);
  await expect(ada.getByTestId('room-header')).toHaveCount(0);
  await mod.context().close();
  await ada.context().close();
});

test('the user count opens the people in the room, with a Message button on others’ cards only', async ({
  browser,
}) => {
  const ada = await signedInPage(browser, ATTENDEE);
  const mod = await signedInPage(browser, MODERATOR);
  await enterRoom(ada, 'Imaging club');
  await enterRoom(mod, 'Imaging club');
  await expect(ada.getByTestId('room-count')).toContainText('2 users');

  await ada.getByTestId('room-count').click();
  const popup = ada.getByRole('dialog', { name: 'People in Imaging club' });
  await expect(popup.getByTestId('user-card')).toHaveCount(2);
  const marc = popup.getByTestId('user-card').filter({ hasText: 'Marc Lemaire' });
  const alex = popup.getByTestId('user-card').filter({ hasText: 'Alex Durand' });
  await expect(marc.getByRole('button', { name: 'Send a private message to Marc Lemaire' })).toBeVisible();
  await expect(alex.getByRole('button', { name: /private message/ })).toHaveCount(0);
  await expectNoSeriousViolations(ada);

  // The search is normalised as a room name and ignored under 2 characters.
  await popup.getByLabel('Find someone in this room').fill('m');
  await expect(popup.getByTestId('user-card')).toHaveCount(2);
  await popup.getByLabel('Find someone in this room').fill('MARC lem');
  await expect(popup.getByTestId('user-card')).toHaveCount(1);
  await popup.getByLabel('Find someone in this room').fill('nobody-here');
  await expect(popup.getByText('Nobody here matches.')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  // The Message button starts a private conversation: its chat box opens, ready to type.
  await ada.getByTestId('room-count').click();
  await ada
    .getByRole('dialog', { name: 'People in Imaging club' })
    .getByRole('button', { name: 'Send a private message to Marc Lemaire' })
    .click();
  await expect(ada.getByRole('dialog', { name: 'People in Imaging club' })).toHaveCount(0);
  const box = ada.getByTestId('chat-box').filter({ has: ada.getByRole('heading', { name: 'Marc Lemaire' }) });
  await expect(box).toBeVisible();
  await expect(box.getByTestId('chat-box-input')).toBeFocused();
  const hello = `Hello from the imaging club ${Date.now().toString(36)}`;
  await ada.keyboard.type(hello);
  await ada.keyboard.press('Enter');
  await expect(box.getByTestId('chat-box-message').filter({ hasText: hello })).toBeVisible();
  // Marc sees the unread badge, opens the conversation from the dropdown and replies.
  const marcMessages = mod.getByTestId('banner').getByRole('button', { name: 'Private messages, 1 unread message' });
  await expect(marcMessages).toBeVisible();
  await marcMessages.click();
  await mod.getByTestId('conversation-row').filter({ hasText: 'Alex Durand' }).click();
  const marcBox = mod.getByTestId('chat-box').filter({ has: mod.getByRole('heading', { name: 'Alex Durand' }) });
  await expect(marcBox.getByTestId('chat-box-message').filter({ hasText: hello })).toBeVisible();
  const reply = `Hello Alex, see you at the poster session ${Date.now().toString(36)}`;
  await marcBox.getByTestId('chat-box-input').fill(reply);
  await marcBox.getByTestId('chat-box-input').press('Enter');
  await expect(box.getByTestId('chat-box-message').filter({ hasText: reply })).toBeVisible();
  await mod.context().close();
  await ada.context().close();
});

test('a favourite room stays joined and counts unread messages; a hidden tab leaves the lounge', async ({
  browser,
}) => {
  const ada = await signedInPage(browser, ATTENDEE);
  const mod = await signedInPage(browser, MODERATOR);
  // Entering a room is logged: the page's trace names the room (spec 3 §4).
  const traced = ada.waitForRequest(
    (request) =>
      request.url().endsWith('/log/trace') && (request.postData() ?? '').includes('Networking lounge: Start-up alley'),
  );
  await enterRoom(ada, 'Start-up alley');
  await traced;
  await ada.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(ada.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await enterRoom(ada, 'Clinicians meet engineers');

  await enterRoom(mod, 'Start-up alley');
  await expect(mod.getByTestId('room-count')).toContainText('2 users');
  const stamp = Date.now().toString(36);
  for (const text of [`First news from the alley ${stamp}`, `Second news from the alley ${stamp}`]) {
    await mod.getByTestId('chat-input').fill(text);
    await mod.getByTestId('chat-input').press('Enter');
    await expect(mod.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  }
  const favourite = roomButton(ada, 'Start-up alley');
  await expect(favourite.getByTestId('room-unread')).toHaveText('2');
  await expect(favourite).toContainText('2 unread messages');
  await favourite.click();
  await expect(
    ada.getByTestId('chat-message').filter({ hasText: `Second news from the alley ${stamp}` }),
  ).toBeVisible();
  await expect(favourite.getByTestId('room-unread')).toHaveCount(0);

  // Hidden: the attendee leaves the room (and the lounge); shown again: back in the room.
  await setTabVisible(ada, false);
  await expect(mod.getByTestId('room-count')).toContainText('1 user');
  await setTabVisible(ada, true);
  await expect(mod.getByTestId('room-count')).toContainText('2 users');
  await expect(ada.getByTestId('room-header')).toContainText('Start-up alley');

  // The favourite is kept for the next visit (local and session storage).
  await ada.reload();
  await expect(ada.getByRole('list', { name: 'Favourite rooms' }).or(ada.getByText('Favourite rooms'))).toBeVisible();
  await mod.context().close();
  await ada.context().close();
});

test('a sponsor lounge shows its title, image and rooms', async ({ browser }) => {
  const ada = await signedInPage(browser, ATTENDEE, { path: `/${DEMO}/` });
  const lounges = (await (
    await ada.request.get(`/api/platform/${await platformId(ada)}/lounges`, { headers: await bearer(ada) })
  ).json()) as { sponsorId: number | null; title: string }[];
  const sponsorLounge = lounges.find((lounge) => lounge.sponsorId !== null);
  expect(sponsorLounge).toBeDefined();
  await ada.goto(`/${DEMO}/lounge/sponsor/${sponsorLounge?.sponsorId}`);
  await expect(ada.getByRole('heading', { level: 1 })).toHaveText(sponsorLounge?.title ?? '');
  await expect(ada.getByTestId('lounge-image')).toBeVisible();
  await enterRoom(ada, 'Meet the engineers');
  const hello = `Hello sponsor ${Date.now().toString(36)}`;
  await ada.getByTestId('chat-input').fill(hello);
  await ada.getByTestId('chat-input').press('Enter');
  await expect(ada.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
  await ada.context().close();
});

test('at phone width the rooms open in a drawer and the chat takes the page', async ({ browser }) => {
  const ada = await signedInPage(browser, ATTENDEE);
  await ada.setViewportSize({ width: 390, height: 844 });
  await expect(ada.getByText('Open the list of rooms')).toBeVisible();
  await ada.getByRole('button', { name: 'Rooms' }).click();
  const drawer = ada.getByRole('navigation', { name: 'Rooms' });
  await drawer.getByRole('button', { name: /^Welcome café/ }).click();
  await expect(drawer).toHaveCount(0);
  await expect(ada.getByTestId('room-header')).toContainText('Welcome café');
  const width = await ada.getByTestId('chat-panel').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(300);
  await ada.context().close();
});

async function platformId(page: Page): Promise<number> {
  const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  return settings.eventId;
}

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('atrium.tokens.'))
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken;
    }
    return undefined;
  });
  return { authorization: `Bearer ${token ?? ''}` };
}
