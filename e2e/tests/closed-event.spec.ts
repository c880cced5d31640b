import { expect, test } from '@playwright/test';
import { atrium } from './support/atrium.ts';

test('a visitor to a closed event is sent to its login page', async ({ page }) => {
  const code = `CLOSED${Date.now().toString(36).toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Closed', '--set', 'open=false');

  await page.goto(`/${code}`);

  await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Closed' })).toBeVisible();
  // No closed text: nothing above the form.
  await expect(page.getByTestId('closed-text')).toHaveCount(0);
});

test('a closed event that lets its people sign in shows its closed text above the form', async ({ page }) => {
  const code = `LATE${Date.now().toString(36).toUpperCase()}`;
  atrium(
    'platform',
    'create',
    code,
    '--title',
    'Late',
    '--set',
    'open=false',
    '--set',
    'closedText=<p>The congress is over: sign in for the recordings.</p>',
  );

  await page.goto(`/${code}`);

  await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
  await expect(page.getByTestId('closed-text')).toContainText('The congress is over: sign in for the recordings.');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test.describe('an event whose sign-in is closed', () => {
  test.use({ locale: 'fr-FR' });

  test('shows the organiser’s closed text in the reader’s language', async ({ page, browser }) => {
    const code = `SHUT${Date.now().toString(36).toUpperCase()}`;
    atrium(
      'platform',
      'create',
      code,
      '--title',
      'Shut',
      '--set',
      'signInEnabled=false',
      '--set',
      'closedText=<p>Registration is over.</p>',
      '--set',
      'closedTextFr=<p>Les inscriptions sont closes.</p>',
    );
    await page.goto(`/${code}/login`);
    await expect(page.getByText('Les inscriptions sont closes.')).toBeVisible();
    await expect(page.getByText('Registration is over.')).toHaveCount(0);

    const context = await browser.newContext({ locale: 'en-GB' });
    const english = await context.newPage();
    await english.goto(`/${code}/login`);
    await expect(english.getByText('Registration is over.')).toBeVisible();
    await context.close();
  });
});
