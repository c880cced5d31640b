import { expect, test } from '@playwright/test';
import { atrium, createAccount, DEMO } from './support/atrium.ts';

// A browser set to French: the interface follows it (spec 1 §4.10), and so do the organiser's texts.
test.describe('a French attendee', () => {
  test.use({ locale: 'fr-FR' });

  // Other journeys switch the demo's consent question off; this one needs it, then puts it back.
  let demandedBefore = true;
  test.beforeAll(() => {
    demandedBefore = JSON.parse(atrium('platform', 'settings', DEMO)).demandGdpr === true;
    atrium('platform', 'settings', DEMO, '--set', 'demandGdpr=true');
  });
  test.afterAll(() => {
    atrium('platform', 'settings', DEMO, '--set', `demandGdpr=${demandedBefore}`);
  });

  test('reads the consent question, its buttons and the welcome page in French', async ({ page }) => {
    const account = createAccount('french');
    await page.goto(`/${DEMO}/login`);
    const form = page.getByTestId('login-form');
    await form.getByLabel(/^E-mail/).fill(account.email);
    await form.getByLabel(/^Mot de passe/).fill(account.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO}/$`));

    // DEMO demands consent and the new account has not answered: the dialog opens by itself.
    const dialog = page.getByTestId('profile-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Votre profil et vos données')).toBeVisible();
    await expect(dialog.getByText('Your profile and your data')).toHaveCount(0);
    const accept = dialog.getByRole('radio', { name: 'J’accepte : montrer mon profil aux autres participants' });
    await expect(accept).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Non, garder mon profil masqué' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /I agree/ })).toHaveCount(0);

    // The welcome page behind it is the organiser's French text.
    const welcome = page.getByTestId('welcome-content');
    await expect(welcome).toContainText('Bienvenue');
    await expect(welcome).toContainText('Parcourez le programme');
    await expect(welcome).not.toContainText('Browse the programme');

    await accept.check();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/users\/\d+\/profile$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).ok()).toBe(true);
    // Answered in French, stored like any answer: after a reload the question is not asked again.
    await page.reload();
    await expect(page.getByTestId('welcome-content')).toContainText('Bienvenue');
    await expect(page.getByTestId('profile-dialog')).toHaveCount(0);
  });

  test('reads the programme’s session types, themes and rooms in French, and filters by them', async ({ page }) => {
    await page.goto(`/${DEMO}/programme?view=calendar`);
    await expect(page.getByTestId('calendar-grid')).toBeVisible();
    const panel = page.getByTestId('filter-panel');
    const types = panel.getByRole('group', { name: 'Type' });
    await expect(types.getByRole('checkbox', { name: 'Atelier', exact: true })).toBeVisible();
    await expect(types.getByRole('checkbox', { name: 'Workshop', exact: true })).toHaveCount(0);
    await expect(
      panel.getByRole('group', { name: 'Thème' }).getByRole('checkbox', { name: 'Imagerie médicale', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('calendar-room').first()).toHaveText('Grand amphithéâtre');
    // The French name is what people read; the filter still carries the organiser's key.
    await types.getByRole('checkbox', { name: 'Atelier', exact: true }).click();
    await expect(page).toHaveURL(/[?&]type=Workshop/);
    await page.getByTestId('calendar-entry').first().hover();
    await expect(page.getByTestId('calendar-popover')).toContainText('Atelier');
  });
});

test('an English visitor reads the same welcome page in English', async ({ page }) => {
  await page.goto(`/${DEMO}/`);
  const welcome = page.getByTestId('welcome-content');
  await expect(welcome).toContainText('Browse the programme');
  await expect(welcome).not.toContainText('Parcourez le programme');
  // Its links take the theme's colour, not the browser's default blue.
  const link = welcome.locator('a').first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(0, 0, 238)');
});
