import { expect, test } from '@playwright/test';
import { atrium, createAccount, eventWithSchedule } from './support/atrium.ts';
import { signedInPage } from './support/hub.ts';

/**
 * spec 1 §4.1: a new platformVersion reloads the page. An open page hears of it over the hub as
 * soon as the organiser changes it, instead of when its cached settings next go stale; other
 * setting changes refresh what is shown without a reload. An event of its own: the demo's
 * settings stay as the other journeys count on them.
 */
test('an open page reloads once when the organiser sets a new platformVersion, and not for other settings', async ({
  browser,
}) => {
  const code = eventWithSchedule('VER', []);
  const attendee = createAccount('attendee', code);
  const page = await signedInPage(browser, attendee.email, {
    event: code,
    password: attendee.password,
    path: `/${code}`,
  });
  // CONNECT_USER goes 3 s after the connection (spec 1 §4.3): what is said before reaches the page
  // as the settings it reads on joining, not as this message.
  await expect(page.getByTestId('online-dot')).toHaveAttribute('data-joined', 'true');
  let loads = 0;
  page.on('load', () => loads++);
  const mark = () =>
    page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
  // A page on its way to a new document has no window to ask: it is not the marked one.
  const marked = () =>
    page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true).catch(() => false);
  await mark();

  // Another setting: the page stays (the mark survives), and the new title shows.
  atrium('platform', 'settings', code, '--set', 'eventTitle=Renamed while open');
  await expect(page).toHaveTitle(/Renamed while open/);
  expect(await marked()).toBe(true);

  // A new platformVersion: the page loads again, once.
  atrium('platform', 'settings', code, '--set', 'platformVersion=2');
  await expect.poll(marked).toBe(false);
  await expect(page.getByTestId('online-dot')).toHaveAttribute('data-joined', 'true');
  expect(loads).toBe(1);
});
