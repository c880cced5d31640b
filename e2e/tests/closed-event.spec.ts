import { expect, test } from '@playwright/test';
import { atrium } from './support/atrium.ts';

test('a visitor to a closed event is sent to its login page', async ({ page }) => {
  const code = `CLOSED${Date.now().toString(36).toUpperCase()}`;
  atrium('platform', 'create', code, '--title', 'Closed', '--set', 'open=false');

  await page.goto(`/${code}`);

  await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Closed' })).toBeVisible();
});
