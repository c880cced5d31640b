import { expect, test } from '@playwright/test';

test('an unknown event code shows PAGE NOT FOUND', async ({ page }) => {
  await page.goto('/NOSUCHEVENT');

  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
});
