import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';

/**
 * Reactions on the stage: two people in a live session, one reacts (by keyboard and by mouse),
 * the other sees it float over the player; with reduced motion counts show instead; a phone
 * keeps the bar under the content. Screenshots at 1440 and 375 go to test-results/.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `reactions-${name}.png`) });

function liveEvent() {
  const now = Date.now();
  const code = eventWithSchedule('REACT', [
    {
      guid: 'react-live',
      title: 'Keynote: the future of imaging',
      start: now - 600_000,
      end: now + 3_600_000,
      type: 'Plenary',
      abstract: 'Where imaging goes next.',
    },
    {
      guid: 'react-done',
      title: 'Yesterday’s opening',
      start: now - 26 * 3_600_000,
      end: now - 25 * 3_600_000,
      type: 'Plenary',
      abstract: 'Already over.',
    },
  ]);
  return { code, speaker: createAccount('stage', code), viewer: createAccount('seat', code) };
}

/** A session's id, from the command line that sets its options (chat on: the drawer shows it). */
const sessionIdOf = (code: string, key: string) =>
  Number(/session (\d+)/.exec(atrium('programme', 'session', '--platform', code, '--key', key, '--chat', 'on'))?.[1]);

const joinedHub = (page: Page) =>
  expect(page.getByTestId('online-dot')).toHaveAttribute('data-joined', 'true', { timeout: 20_000 });

test('one person reacts by keyboard and mouse, the other sees it float; counts with reduced motion; a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { code, speaker, viewer } = liveEvent();
  const first = await signedInPage(browser, speaker.email, {
    event: code,
    password: speaker.password,
    viewport: { width: 1440, height: 900 },
  });
  const sessionId = sessionIdOf(code, 'react-live');
  expect(sessionId).toBeGreaterThan(0);
  const url = `/${code}/session/${sessionId}`;
  await first.goto(url);
  const second = await signedInPage(browser, viewer.email, {
    event: code,
    password: viewer.password,
    path: url,
    viewport: { width: 1440, height: 900 },
  });
  for (const page of [first, second]) await joinedHub(page);
  const bar = first.getByRole('group', { name: 'Reactions' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button')).toHaveCount(6);
  await expect(second.getByRole('group', { name: 'Reactions' })).toBeVisible();

  // Keyboard: Tab from the first reaction reaches the second; Enter sends it.
  await bar.getByRole('button', { name: 'Applause' }).focus();
  await first.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Love it' })).toBeFocused();
  await first.keyboard.press('Enter');
  const hearts = second.locator('[data-testid=reaction-float][data-kind=heart]');
  await expect(hearts.first()).toBeAttached();
  // And the sender sees the same frame float.
  await expect(first.locator('[data-testid=reaction-float][data-kind=heart]').first()).toBeAttached();

  // A burst of clicks: a few frames, never more floats than the cap.
  for (const name of ['Applause', 'Applause', 'Funny', 'On fire', 'Agree', 'Surprising']) {
    await bar.getByRole('button', { name }).click();
  }
  await expect(second.locator('[data-testid=reaction-float][data-kind=fire]').first()).toBeAttached();
  expect(await second.getByTestId('reaction-float').count()).toBeLessThanOrEqual(24);
  // Mid-air (each starts transparent, after a delay of up to a quarter of a second).
  await second.waitForTimeout(500);
  await shot(second, 'floating-1440');
  await expectNoSeriousViolations(second);

  // Reduced motion: nothing floats, the counts of the last seconds show on the buttons.
  await second.emulateMedia({ reducedMotion: 'reduce' });
  await first.getByRole('button', { name: 'Surprising' }).click();
  await expect(second.getByTestId('reaction-count-wow')).toHaveText(/^[1-9]/);
  await expect(second.getByRole('button', { name: /^Surprising: [1-9]\d* in the last 10 seconds$/ })).toBeVisible();
  await expect(second.getByTestId('reaction-float')).toHaveCount(0);
  await expectNoSeriousViolations(second);

  // A phone: the bar under the content, every button on screen and usable.
  const phone = await signedInPage(browser, viewer.email, {
    event: code,
    password: viewer.password,
    path: url,
    viewport: { width: 375, height: 740 },
  });
  const phoneBar = phone.getByTestId('reaction-bar');
  await expect(phoneBar).toBeVisible();
  for (const button of await phoneBar.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  }
  await first.getByRole('button', { name: 'Applause' }).click();
  await expect(phone.locator('[data-testid=reaction-float][data-kind=applause]').first()).toBeAttached();
  await phone.waitForTimeout(500);
  await shot(phone, 'floating-375');
  await expectNoSeriousViolations(phone);

  // A session that is over has no bar.
  const doneId = sessionIdOf(code, 'react-done');
  await first.goto(`/${code}/session/${doneId}`);
  await expect(first.getByRole('heading', { level: 1, name: 'Yesterday’s opening' })).toBeVisible();
  await expect(first.getByTestId('reaction-bar')).toHaveCount(0);
  for (const page of [first, second, phone]) await page.context().close();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the bar and its six reactions are named in French, and Space sends one', async ({ browser }) => {
    const { code, viewer } = liveEvent();
    const url = `/${code}/session/${sessionIdOf(code, 'react-live')}`;
    const page = await signedInPage(browser, viewer.email, { event: code, password: viewer.password, path: url });
    await joinedHub(page);
    const bar = page.getByRole('group', { name: 'Réactions' });
    for (const name of ['Applaudir', 'J’adore', 'Drôle', 'Surprenant', 'D’accord', 'Génial'])
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Génial' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-testid=reaction-float][data-kind=fire]').first()).toBeAttached();
    await page.context().close();
  });
});
