import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium } from './support/atrium.ts';
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
    accounts: { [`hana-${suffix}`]: { ...person, email_verified: true } },
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

test('a person signs in with their organisation’s provider and is back in the event, signed in', async ({ page }) => {
  await page.goto(`/${code}/login`);
  const button = page.getByRole('link', { name: 'Sign in with City Hospital' });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await shoot(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });

  await button.click();
  // The provider's own login and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(`hana-${suffix}`);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

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
    await page.goto(`/${code}/login?sso_error=no_account`);
    await expect(page.getByTestId('sso-error')).toContainText('Demandez à l’organisateur de vous ajouter');
    await shoot(page, 'fr-error');
  });
});
