import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, storedTokenKeys } from './support/atrium.ts';
import { startProvider } from './support/oidc-provider.ts';

/** The provider's port: a fixed one of the journeys' own, as the event file names it. */
const PROVIDER_PORT = Number(process.env.E2E_OIDC_PORT ?? 3620);
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

let provider: Awaited<ReturnType<typeof startProvider>>;
let code: string;
const suffix = Date.now().toString(36);
const person = { email: `hospital-${suffix}@e2e.atrium.test`, given_name: 'Hana', family_name: 'Hospital' };

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures asked for from the first parameter
test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  provider = await startProvider({
    port: PROVIDER_PORT,
    redirectUri: `${baseURL}/connect/external/callback`,
    clientId: 'atrium-journey',
    accounts: {
      [`hana-${suffix}`]: { ...person, email_verified: true },
      [`rita-${suffix}`]: { email: `rita-${suffix}@e2e.atrium.test`, email_verified: true, given_name: 'Rita' },
      [`uma-${suffix}`]: { email: `uma-${suffix}@e2e.atrium.test`, email_verified: false, given_name: 'Uma' },
    },
  });
  code = `SSO${suffix.toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Congress with single sign-on', '--set', 'open=false');
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-sso-'));
  const file = path.join(dir, 'event.json');
  const providers = [
    {
      id: 'hospital',
      issuer: provider.issuer,
      clientId: 'atrium-journey',
      label: 'Sign in with City Hospital',
      labelFr: 'Se connecter avec l’Hôpital de la Ville',
    },
    {
      // Nothing listens there: a provider that is down.
      id: 'closed',
      issuer: `http://127.0.0.1:${PROVIDER_PORT + 1}`,
      clientId: 'atrium-journey',
      label: 'Sign in with the Closed Clinic',
      labelFr: 'Se connecter avec la Clinique fermée',
    },
  ];
  writeFileSync(file, JSON.stringify({ signIn: { providers } }));
  atrium('event', 'apply', file, '--platform', code);
});
test.afterAll(async () => {
  await provider?.stop();
});

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `external-sign-in-${name}-${width}.png`), fullPage: true });
  }
}

/** Through the provider's own login and consent pages (its development forms), or its Cancel link. */
async function atProvider(page: Page, login: string, cancel = false) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  if (cancel) {
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    return;
  }
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
}

/** Back on the event's sign-in page with the message, and no sign-in kept in either storage. */
async function refusedWith(page: Page, message: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`/${code}/login`));
  await expect(page.getByTestId('sso-error')).toContainText(message);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await storedTokenKeys(page)).toEqual({ local: [], session: [] });
}

test('a person signs in with their organisation’s provider and is back in the event, signed in', async ({ page }) => {
  await page.goto(`/${code}/login`);
  const button = page.getByRole('link', { name: 'Sign in with City Hospital' });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await shoot(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });

  await button.click();
  await atProvider(page, `hana-${suffix}`);

  await expect(page).toHaveURL(new RegExp(`/${code}/$`));
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Hana');
  // The one-time code is gone from the address.
  expect(page.url()).not.toContain('sso_code');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the button is labelled in French, and a refusal is explained in French', async ({ page }) => {
    await page.goto(`/${code}/login`);
    await expect(page.getByRole('link', { name: 'Se connecter avec l’Hôpital de la Ville' })).toBeVisible();
    await shoot(page, 'fr');
    // The person cancels at the provider.
    await page.getByRole('link', { name: 'Se connecter avec l’Hôpital de la Ville' }).click();
    await atProvider(page, '', true);
    await refusedWith(page, 'annulée ou refusée par le service de connexion');
    await shoot(page, 'fr-error');
  });
});

test('an e-mail the provider does not confirm gives its message and no session', async ({ page }) => {
  await page.goto(`/${code}/login`);
  await page.getByRole('link', { name: 'Sign in with City Hospital' }).click();
  await atProvider(page, `uma-${suffix}`);
  await refusedWith(page, 'does not confirm your e-mail address');
});

test('a provider that is down gives its message and no session', async ({ page }) => {
  await page.goto(`/${code}/login`);
  await page.getByRole('link', { name: 'Sign in with the Closed Clinic' }).click();
  await refusedWith(page, 'could not be reached');
});

test('the provider’s answer delivered in another browser, or a second time, signs nobody in', async ({
  page,
  browser,
}) => {
  const answers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/connect/external/callback') answers.push(request.url());
  });
  await page.goto(`/${code}/login`);
  await page.getByRole('link', { name: 'Sign in with City Hospital' }).click();
  await atProvider(page, `rita-${suffix}`);
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Rita');
  expect(answers).toHaveLength(1);
  const answer = answers[0] as string;

  // Another browser (an attacker's page given the address): its state is not this browser's.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(answer);
  await refusedWith(stranger, 'could not be completed');
  await other.close();

  // The same browser, the same answer again (the code and the state are spent), signed out first.
  const again = await browser.newContext();
  const replay = await again.newPage();
  await replay.context().addCookies(await page.context().cookies());
  await replay.goto(answer);
  await refusedWith(replay, 'could not be completed');
  await again.close();
});
