import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';

const PASSWORD = 'demo-password';
const ROOM = 'Welcome café';

test.beforeAll(() => {
  // The DEMO event asks for consent on first sign-in; these tests are about the lounge.
  execFileSync(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../../apps/server/dist/atrium.js'),
      'platform',
      'settings',
      'DEMO',
      '--set',
      'demandGdpr=false',
    ],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, stdio: 'pipe' },
  );
});

async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in through the identity endpoint (the login form is covered by the shell's tests).
  const settings = (await (await page.request.get('/api/platform/DEMO')).json()) as { eventId: number };
  const answer = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: email, password: PASSWORD, platform_id: String(settings.eventId) },
  });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string; id_token?: string };
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `atrium.tokens.${settings.eventId}`,
    value: JSON.stringify({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token ?? '',
    }),
  });
  await page.goto('/DEMO/lounge');
  await expect(page.getByTestId('welcome-name')).toBeVisible();
  await expect(page.getByTestId('online-dot')).toHaveAttribute('data-online', 'true');
  return page;
}

async function enterRoom(page: Page) {
  await page.getByRole('button', { name: new RegExp(ROOM) }).click();
  await expect(page.getByTestId('room-header')).toContainText(ROOM);
}

test('two people chat in a lounge room and see each other’s messages and the count', async ({ browser }) => {
  const ada = await signIn(browser, 'attendee@demo.atrium.test');
  const mod = await signIn(browser, 'moderator@demo.atrium.test');
  await enterRoom(ada);
  await enterRoom(mod);
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

test('the lounge page has no serious or critical accessibility issue', async ({ browser }) => {
  const page = await signIn(browser, 'attendee@demo.atrium.test');
  await enterRoom(page);
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();
});
