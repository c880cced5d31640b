import { expect, test } from '@playwright/test';
import { DEMO_ATTENDEE, expectSignedIn, signIn, storedTokenKeys } from './support/atrium.ts';

test('without remember me the tokens stay in the tab: session storage, not local storage', async ({ page }) => {
  await page.goto('/DEMO/login');
  await signIn(page, DEMO_ATTENDEE, false);

  await expectSignedIn(page, DEMO_ATTENDEE.firstName);
  expect(await storedTokenKeys(page)).toEqual({
    local: [],
    session: [expect.stringMatching(/^atrium\.tokens\.\d+$/)],
  });
});
