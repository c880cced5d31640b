import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, signIn } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/** Screenshots of the screens these journeys check, for looking at: test-results/ (kept out of the repository). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `ways-in-${name}.png`) });

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the consent dialog has one heading and no back arrow; then My programme is a page of the profile', async ({
  page,
}) => {
  // An event of its own that asks for consent, and a new attendee who has not answered.
  const code = `GDPR${Date.now().toString(36).toUpperCase()}`;
  atrium(
    'platform',
    'create',
    code,
    '--title',
    `Consent forum ${code}`,
    '--set',
    'open=true',
    '--set',
    'demandGdpr=true',
  );
  const account = createAccount('consent', code);

  await page.goto(`/${code}/login`);
  // The sign-in card names the event once.
  await expect(page.getByText(`Consent forum ${code}`)).toHaveCount(1);
  await signIn(page, account);
  const dialog = page.getByTestId('profile-dialog');
  await expect(dialog.getByRole('heading', { name: 'Privacy consent' })).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveCount(1);
  // "Privacy" stays the choices' group name for screen readers, not a second title on screen.
  await expect(dialog.getByText('Privacy', { exact: true })).not.toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Back to the menu' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await shot(page, 'consent-375');
  await expectNoSeriousViolations(page);

  await dialog.getByRole('radio', { name: 'I accept' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The phone profile: My programme opens its page inside the dialog, with the way back.
  await page
    .getByTestId('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await dialog.getByRole('button', { name: 'My programme' }).click();
  await expect(dialog.getByRole('heading', { name: 'My programme' })).toBeVisible();
  await expect(dialog.getByTestId('my-agenda')).toContainText('You have no sessions in your programme yet.');
  await shot(page, 'my-agenda-375');
  await dialog.getByRole('button', { name: 'Back to the menu' }).click();
  await expect(dialog.getByRole('button', { name: 'My programme' })).toBeVisible();
  await dialog.getByRole('button', { name: 'My programme' }).click();
  await dialog.getByRole('link', { name: 'Open my programme' }).click();
  await expect(page).toHaveURL(new RegExp(`/${code}/my-programme$`));
  await expect(dialog).toBeHidden();
});
