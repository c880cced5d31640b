import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, type TAccount } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * Another app signs a person in through the event (Atrium as the provider, code + PKCE): the
 * browser goes to /connect/authorize, signs in on the event's own page, answers the consent
 * card, and lands on the app's redirect URI with a code the app exchanges. The app's address
 * is answered by the test itself (nothing listens there).
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const APP_CALLBACK = 'http://127.0.0.1:3598/callback';
const suffix = Date.now().toString(36);
const clientId = `journey-app-${suffix}`;
let code: string;
let person: TAccount;

test.beforeAll(() => {
  code = `APPS${suffix.toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Congress with a partner app', '--set', 'open=false');
  atrium(
    'client',
    'add',
    code,
    '--id',
    clientId,
    '--name',
    'Poster Gallery',
    '--redirect-uri',
    APP_CALLBACK,
    '--scope',
    'openid',
    '--scope',
    'profile',
    '--scope',
    'email',
  );
  person = createAccount('app-consent', code);
});

/** The app's start: its PKCE verifier and state, and where it sends the browser. */
function appStart(baseURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL('/connect/authorize', baseURL);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: APP_CALLBACK,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
  }).toString();
  return { verifier, state, url: url.href };
}

/** The app's page: the test answers for it, and tells where the browser arrived. */
async function answerForTheApp(page: Page) {
  await page.route(`${APP_CALLBACK}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Poster Gallery</title><p>Back in the app</p>',
    }),
  );
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `app-sign-in-${name}-${width}.png`), fullPage: true });
  }
}

test('an app signs a person in: sign-in, consent with the keyboard, a code the app exchanges', async ({
  page,
  baseURL,
  request,
}) => {
  await answerForTheApp(page);
  const start = appStart(baseURL ?? '');
  await page.goto(start.url);
  // Not signed in: the event's own sign-in comes first, then the request.
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await form.getByLabel(/^Password/).press('Enter');

  const card = page.getByRole('region', { name: 'Poster Gallery wants to:' });
  await expect(card).toBeVisible();
  await expect(card.getByText('know your name')).toBeVisible();
  await expect(card.getByText('know your e-mail address')).toBeVisible();
  await expect(card.getByText('Your answer is sent to 127.0.0.1:3598.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'consent');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Keyboard only: Tab to Allow, Enter.
  const allow = page.getByRole('button', { name: 'Allow' });
  for (let presses = 0; presses < 10; presses++) {
    if (await allow.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(allow).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Back in the app')).toBeVisible();
  const landing = new URL(page.url());
  expect(landing.origin + landing.pathname).toBe(APP_CALLBACK);
  expect(landing.searchParams.get('state')).toBe(start.state);
  const tokens = await request.post('/connect/token', {
    form: {
      grant_type: 'authorization_code',
      code: landing.searchParams.get('code') ?? '',
      redirect_uri: APP_CALLBACK,
      client_id: clientId,
      code_verifier: start.verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  const me = await request.get('/connect/userinfo', {
    headers: { authorization: `Bearer ${(await tokens.json()).access_token}` },
  });
  expect(await me.json()).toMatchObject({ email: person.email, given_name: person.firstName });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the person refuses: the app gets access_denied and no code', async ({ page, baseURL }) => {
    await answerForTheApp(page);
    const start = appStart(baseURL ?? '');
    await page.goto(start.url);
    const form = page.getByTestId('login-form');
    await form.getByLabel(/^E-mail|^Email|^Adresse/).fill(person.email);
    await form.getByLabel(/^Mot de passe/).fill(person.password);
    await form.getByLabel(/^Mot de passe/).press('Enter');
    await expect(page.getByRole('region', { name: 'Poster Gallery souhaite :' })).toBeVisible();
    await expect(page.getByText('connaître votre nom')).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, 'consent-fr');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByText('Back in the app')).toBeVisible();
    const landing = new URL(page.url());
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('state')).toBe(start.state);
    expect(landing.searchParams.get('code')).toBeNull();
  });
});
