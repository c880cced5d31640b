import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo event the server seeds, and its attendee (consent not answered yet: DEMO demands it). */
export const DEMO = 'DEMO';
export const DEMO_ATTENDEE = { email: 'attendee@demo.atrium.test', password: 'demo-password', firstName: 'Alex' };

const cliPath = path.resolve(import.meta.dirname, '../../../apps/server/dist/atrium.js');

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/**
 * Runs an organiser command. With the embedded database the command goes to the running
 * server through its local command channel, found in the same data folder.
 */
export function atrium(...args: string[]): string {
  return execFileSync('node', [cliPath, ...args], {
    env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

export type TAccount = { email: string; password: string; firstName: string; lastName: string };

/** A new attendee of an event, for a test that changes its account (consent, profile, password). */
export function createAccount(label: string, eventCode = DEMO): TAccount {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const account = {
    email: `${label}-${suffix}@e2e.atrium.test`,
    password: `pw-${randomBytes(6).toString('hex')}`,
    firstName: `Ada${suffix.slice(-4)}`,
    lastName: 'Tester',
  };
  atrium(
    'user',
    'add',
    '--platform',
    eventCode,
    '--email',
    account.email,
    '--first',
    account.firstName,
    '--last',
    account.lastName,
    '--role',
    'attendee',
    '--password',
    account.password,
  );
  return account;
}

/**
 * Fills and sends the login form; the caller checks where it leads. (Labels end with a
 * required mark, and "Show password" also names a password control: hence the anchors.)
 */
export async function signIn(page: Page, account: { email: string; password: string }, remember = false) {
  const form = page.getByTestId('login-form');
  await form.getByLabel(/^Email/).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  if (remember) await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export type TStoredTokens = { local: string[]; session: string[] };

/** The token keys (`atrium.tokens.{platformId}`) in each of the page's storages. */
export function storedTokenKeys(page: Page): Promise<TStoredTokens> {
  return page.evaluate(() => {
    const keys = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) =>
        key.startsWith('atrium.tokens.'),
      );
    return { local: keys(localStorage), session: keys(sessionStorage) };
  });
}

/** Quoted-printable soft line breaks and escapes (nodemailer folds long lines that way). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text of the newest mail to this address in the server's outbox, or null while there is none. */
export function latestMailTo(address: string): string | null {
  const outbox = path.join(dataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .sort()
    .reverse()
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')));
  return mails.find((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(mail)) ?? null;
}

/** The welcome page of a signed-in user: the banner greets them by first name. */
export async function expectSignedIn(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/DEMO\/$/);
  await expect(page.getByTestId('welcome-name')).toHaveText(`Welcome, ${firstName}`);
}

/** A session of a schedule a journey imports (c3voc schema 2, times in ms since the epoch). */
export type TScheduleSession = { guid: string; title: string; start: number; end: number; [field: string]: unknown };

/**
 * An open event of its own (no consent asked, `settings` as `name=value`) with a schedule of
 * `sessions` in one room, imported through the command line: for journeys that need sessions
 * live at the real clock's time.
 */
export function eventWithSchedule(prefix: string, sessions: TScheduleSession[], settings: string[] = []): string {
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  atrium(
    'platform',
    'create',
    code,
    '--title',
    prefix,
    '--set',
    'open=true',
    '--set',
    'demandGdpr=false',
    ...settings.flatMap((s) => ['--set', s]),
  );
  const instant = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const schedule = {
    schedule: {
      version: 'e2e',
      conference: { acronym: code, title: prefix, time_zone_name: 'Europe/Paris', rooms: [{ name: 'Studio' }] },
      events: sessions.map((s) => ({ room: 'Studio', ...s, start: instant(s.start), end: instant(s.end) })),
    },
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-e2e-')), `${code}.schedule.json`);
  writeFileSync(file, JSON.stringify(schedule));
  atrium('import', 'schedule', '--platform', code, file);
  return code;
}
