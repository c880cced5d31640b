import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, eventWithSchedule, latestMailTo } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

async function openProfile(page: Page, phone: boolean) {
  await page
    .getByTestId('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  const dialog = page.getByTestId('profile-dialog');
  if (phone) await dialog.getByRole('button', { name: 'Edit Profile' }).click();
  else await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  return dialog;
}

test('the first session bookmarked asks about reminders; the reminder mail comes before the start with the player’s link', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Starts in a little over five minutes: inside the reminder's window at the job's next round.
  const start = Date.now() + 5 * 60_000 + 20_000;
  const code = eventWithSchedule('REMIND', [
    { guid: 'remind-talk', title: 'Scanning the skies', start, end: start + 3_600_000 },
  ]);
  const account = createAccount('reminded', code);
  const page = await signedInPage(browser, account.email, {
    event: code,
    password: account.password,
    path: `/${code}/programme?view=list`,
    viewport: { width: 1440, height: 900 },
  });

  // Bookmarking asks once: by notification or by e-mail.
  const row = page.getByTestId('programme-row').filter({ hasText: 'Scanning the skies' });
  await row.getByTestId('bookmark-toggle').click();
  const prompt = page.getByTestId('reminder-prompt');
  await expect(prompt.getByRole('heading', { name: 'Remind you before it starts?' })).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid=reminder-prompt]');
  await page.screenshot({ path: path.join(SHOTS, 'reminder-prompt-1440.png') });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/reminders/preferences') && r.request().method() === 'PUT',
  );
  await prompt.getByRole('button', { name: 'By e-mail' }).click();
  expect((await saved).status()).toBe(200);
  await expect(prompt).toBeHidden();

  // Bookmarking again (off, on) does not ask again.
  await row.getByTestId('bookmark-toggle').click();
  await expect(row.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'false');
  await row.getByTestId('bookmark-toggle').click();
  await expect(row.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(prompt).toHaveCount(0);

  // The profile's section shows the choice, and takes another time with the keyboard.
  const dialog = await openProfile(page, false);
  const section = dialog.getByTestId('reminders-section');
  await expect(section.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  const when = section.getByLabel('When');
  await expect(when).toHaveValue('10');
  const changed = page.waitForResponse(
    (r) => r.url().endsWith('/reminders/preferences') && r.request().method() === 'PUT',
  );
  await when.selectOption('15');
  const answer = (await (await changed).json()) as { email: boolean; minutes: number; locale: string };
  expect(answer).toMatchObject({ email: true, minutes: 15, locale: 'en' });
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page, '[data-testid=profile-dialog]');
  await page.screenshot({ path: path.join(SHOTS, 'reminders-profile-1440.png') });

  // On a phone, the same section in the profile's Edit Profile page.
  const phone = await signedInPage(browser, account.email, {
    event: code,
    password: account.password,
    path: `/${code}/`,
    viewport: { width: 375, height: 812 },
  });
  const small = await openProfile(phone, true);
  const phoneSection = small.getByTestId('reminders-section');
  await expect(phoneSection.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await phoneSection.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: path.join(SHOTS, 'reminders-profile-375.png') });

  // The server's job (every 30 s) sends the mail once the session is within the 15 minutes.
  await expect
    .poll(() => latestMailTo(account.email), { timeout: 90_000, intervals: [2_000] })
    .toContain('Reminder: Scanning the skies starts at');
  const mail = latestMailTo(account.email) ?? '';
  const link = new RegExp(`/${code}/session/(\\d+)`).exec(mail);
  expect(link).not.toBeNull();
  expect(mail).toMatch(/in [1-6] minutes/);

  // The worker's part: a push (as the server sends it) delivered to the page's service worker
  // shows the reminder as a notification leading to the player.
  await page.context().grantPermissions(['notifications']);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => !r.isDeleted)?.registrationId).toBeTruthy();
  const push = {
    title: 'In 5 min: Scanning the skies',
    body: 'REMIND: the session starts at 10:00. Tap to join it.',
    url: link?.[0],
    tag: `session-${link?.[1]}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: registrations.find((r) => !r.isDeleted)?.registrationId ?? '',
    data: JSON.stringify(push),
  });
  const shown = () =>
    page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
  await expect
    .poll(shown, { timeout: 15_000 })
    .toEqual([{ title: push.title, body: push.body, tag: push.tag, data: { url: push.url } }]);
});
