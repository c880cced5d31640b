import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { atrium, createAccount, eventWithSchedule } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

/** An event of its own with one live session, its moderator and two attendees. */
function liveEvent() {
  const now = Date.now();
  const code = eventWithSchedule('POLL', [
    { guid: 'poll-live', title: 'Choosing a scanner', start: now - 600_000, end: now + 3_600_000 },
  ]);
  const chair = createAccount('pollchair', code);
  const attendee = createAccount('pollvoter', code);
  const phone = createAccount('pollphone', code);
  const set = atrium('programme', 'session', '--platform', code, '--key', 'poll-live', '--moderator', chair.email);
  const sessionId = Number(/session (\d+)/.exec(set)?.[1]);
  return { code, sessionId, chair, attendee, phone };
}

const drawer = (page: Page) => page.getByTestId('activity-drawer');
const joined = (page: Page) => expect(page.getByTestId('online-dot')).toHaveAttribute('data-joined', 'true');

test('a moderator prepares and opens a poll, attendees vote, and everyone sees the results live', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { code, sessionId, chair, attendee, phone } = liveEvent();
  const url = `/${code}/session/${sessionId}`;
  const wide = { width: 1440, height: 900 };
  const mod = await signedInPage(browser, chair.email, {
    event: code,
    password: chair.password,
    path: url,
    viewport: wide,
  });
  const ann = await signedInPage(browser, attendee.email, {
    event: code,
    password: attendee.password,
    path: url,
    viewport: wide,
  });
  await joined(mod);
  await joined(ann);

  // The moderator prepares a poll: a draft the attendee does not see.
  await drawer(mod).getByTestId('drawer-tab-polls').click();
  await drawer(mod).getByTestId('poll-new').click();
  await drawer(mod).getByTestId('poll-question').fill('Which scanner should we buy?');
  await drawer(mod).getByTestId('poll-option-0').fill('Low field');
  await drawer(mod).getByTestId('poll-option-1').fill('High field');
  await drawer(mod).getByRole('button', { name: 'Add an option' }).click();
  await drawer(mod).getByTestId('poll-option-2').fill('Neither');
  await drawer(mod).getByTestId('poll-save').click();
  const modPoll = drawer(mod).getByTestId('poll').filter({ hasText: 'Which scanner should we buy?' });
  await expect(modPoll).toHaveAttribute('data-poll-state', 'draft');
  await drawer(ann).getByTestId('drawer-tab-polls').click();
  await expect(drawer(ann).getByText('No polls yet.')).toBeVisible();

  // Opened, it reaches the attendee's tab without a reload.
  await modPoll.getByTestId('poll-open').click();
  const annPoll = drawer(ann).getByTestId('poll').filter({ hasText: 'Which scanner should we buy?' });
  await expect(annPoll).toHaveAttribute('data-poll-state', 'open');
  await annPoll.getByRole('radio', { name: 'High field' }).check();
  await annPoll.getByTestId('poll-vote').click();
  await expect(annPoll.getByText('Your vote is counted.')).toBeVisible();
  await expect(annPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '1');
  await expect(modPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '1');
  await expectNoSeriousViolations(ann, '[data-testid=activity-drawer]');
  await expectNoSeriousViolations(mod, '[data-testid=activity-drawer]');

  // On a phone, with the keyboard: a second attendee votes; the others' bars follow.
  const small = await signedInPage(browser, phone.email, {
    event: code,
    password: phone.password,
    path: url,
    viewport: { width: 375, height: 812 },
  });
  await drawer(small).getByRole('button', { name: 'Polls' }).click();
  const smallPoll = drawer(small).getByTestId('poll').filter({ hasText: 'Which scanner should we buy?' });
  await expect(smallPoll).toHaveAttribute('data-poll-state', 'open');
  await smallPoll.getByRole('radio', { name: 'Low field' }).focus();
  await small.keyboard.press('Space');
  // The options are one radio group: a Tab leaves it for the vote button.
  await small.keyboard.press('Tab');
  await expect(smallPoll.getByTestId('poll-vote')).toBeFocused();
  await small.keyboard.press('Enter');
  await expect(annPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '2');
  await expect(modPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '2');
  await expect(smallPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '2');
  await expectNoSeriousViolations(small, '[data-testid=activity-drawer]');
  await smallPoll.scrollIntoViewIfNeeded();
  await small.screenshot({ path: path.join(SHOTS, 'polls-attendee-375.png'), fullPage: true });
  await ann.screenshot({ path: path.join(SHOTS, 'polls-attendee-1440.png') });

  // The attendee changes the vote; closing stops votes and keeps the results.
  await annPoll.getByRole('radio', { name: 'Neither' }).check();
  await annPoll.getByTestId('poll-vote').click();
  await expect(modPoll.getByTestId('poll-bar').nth(2)).toHaveAttribute('data-votes', '1');
  await expect(modPoll.getByTestId('poll-bar').nth(1)).toHaveAttribute('data-votes', '0');
  await modPoll.getByTestId('poll-close').click();
  await expect(annPoll).toHaveAttribute('data-poll-state', 'closed');
  await expect(annPoll.getByTestId('poll-vote')).toHaveCount(0);
  await expect(annPoll.getByTestId('poll-results')).toHaveAttribute('data-voters', '2');
  await mod.screenshot({ path: path.join(SHOTS, 'polls-moderator-1440.png') });
  for (const page of [mod, ann, small]) await page.context().close();
});
