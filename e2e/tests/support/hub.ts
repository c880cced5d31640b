import { type Browser, expect, type Page } from '@playwright/test';
import { atrium, DEMO } from './atrium.ts';

export const DEMO_PASSWORD = 'demo-password';

/** The demo event asks for consent on first sign-in; the real-time journeys are about other things. */
export function skipConsent(): void {
  atrium('platform', 'settings', DEMO, '--set', 'demandGdpr=false');
}

/**
 * A signed-in person in a browser context of their own, on `path`, connected to the hub. The
 * tokens come from the identity endpoint (the login form is covered by the shell's journeys).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: {
    path?: string;
    viewport?: { width: number; height: number };
    /** Runs on the new page before it loads (to watch its requests, say). */
    prepare?: (page: Page) => void;
    /** Another event than the demo, with the account's password. */
    event?: string;
    password?: string;
  } = {},
): Promise<Page> {
  const { event = DEMO, password = DEMO_PASSWORD, viewport, prepare } = options;
  const path = options.path ?? `/${event}/lounge`;
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  prepare?.(page);
  const settings = (await (await page.request.get(`/api/platform/${event}`)).json()) as { eventId: number };
  const answer = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: email, password, platform_id: String(settings.eventId) },
  });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string; id_token?: string };
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `atrium.tokens.${settings.eventId}`,
    value: JSON.stringify({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token ?? '',
    }),
  });
  await page.goto(path);
  if (viewport && viewport.width < 960) {
    // A phone's banner has the account button only (the online dot is in its menu).
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    return page;
  }
  await expect(page.getByTestId('online-dot')).toHaveAttribute('data-online', 'true');
  return page;
}

/** Enters a lounge room from the room list and waits for its header. */
export async function enterRoom(page: Page, room: string): Promise<void> {
  // Anchored: a moderator's list also has "Delete room <name>" buttons.
  await page.getByRole('button', { name: new RegExp(`^${room.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByTestId('room-header')).toContainText(room);
}
