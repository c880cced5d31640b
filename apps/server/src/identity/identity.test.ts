import { ACCOUNT_DISABLED_MESSAGE, DEFAULT_SCOPE, LOGIN_FAILURES_BEFORE_LOCK } from '@atrium/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let s: TestServer;
let eventA: { id: number; code: string };
let eventB: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  eventA = await s.createPlatform('IDA', { open: false });
  eventB = await s.createPlatform('IDB', { open: false });
});
afterAll(() => s.close());

const passwordGrant = (username: string, password: string, platformId: number, extra: Record<string, string> = {}) =>
  s.http('POST', '/connect/token', {
    form: {
      grant_type: 'password',
      username,
      password,
      platform_id: String(platformId),
      scope: DEFAULT_SCOPE,
      ...extra,
    },
  });
const refreshGrant = (refreshToken: string) =>
  s.http('POST', '/connect/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
const me = (platformId: number, userId: number, token?: string) =>
  s.http('GET', `/api/platform/${platformId}/users/${userId}`, { token });

/** Waits for the background mailer (forgot password answers before it sends). */
async function mailTo(address: string) {
  return vi.waitFor(
    () => {
      const mail = s.mails.find((m) => m.to === address);
      if (!mail) throw new Error(`no mail to ${address} yet`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
}

function resetTokenOf(mail: { text?: string }): string {
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in ${mail.text}`);
  return new URL(link).searchParams.get('token') as string;
}

describe('POST /connect/token, grant_type=password', () => {
  it('answers access, refresh and id tokens; the access token names the user and the event', async () => {
    const user = await s.createUser(eventA.id);
    const res = await passwordGrant(user.email, user.password, eventA.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', scope: DEFAULT_SCOPE });
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.id_token).toEqual(expect.any(String));
    expect(res.body.expires_in).toBeGreaterThan(0);
    const claims = decodeJwt(res.body.access_token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.pid).toBe(eventA.id);
    expect(claims.roles).toEqual(['attendee']);
    const idClaims = decodeJwt(res.body.id_token);
    expect(idClaims).toMatchObject({ sub: String(user.id), email: user.email, given_name: user.firstName });
    // The token opens the user's own routes.
    expect((await me(eventA.id, user.id, res.body.access_token)).status).toBe(200);
  });

  it('trims the email and the password and ignores the email’s case (spec 1 §5)', async () => {
    const user = await s.createUser(eventA.id, { email: 'mixed.case@example.test', password: 'spaced password' });
    const res = await passwordGrant('  Mixed.CASE@Example.TEST ', '  spaced password\t', eventA.id);
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.access_token).sub).toBe(String(user.id));
  });

  it('puts the roles in the token', async () => {
    const moderator = await s.createUser(eventA.id, { role: 'moderator' });
    const admin = await s.createUser(eventA.id, { role: 'admin' });
    expect(decodeJwt((await s.signIn(moderator)).access_token).roles).toEqual(['attendee', 'moderator']);
    expect(decodeJwt((await s.signIn(admin)).access_token).roles).toEqual(['attendee', 'admin']);
  });

  it('refuses a wrong password with 400 invalid_grant (loginFailed)', async () => {
    const user = await s.createUser(eventA.id);
    const res = await passwordGrant(user.email, 'not the password', eventA.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_grant', message: 'Email or password incorrect' });
    expect(res.body.access_token).toBeUndefined();
  });

  it('refuses an unknown email with 400 account_not_registered (accountNotRegisted)', async () => {
    const res = await passwordGrant('nobody@example.test', 'whatever password', eventA.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'account_not_registered', message: 'Email is not registered' });
  });

  it('keeps accounts of one event apart from another event', async () => {
    const user = await s.createUser(eventA.id);
    const res = await passwordGrant(user.email, user.password, eventB.id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('account_not_registered');
  });

  it('refuses a disabled account with 401 and exactly "Account is disabled."', async () => {
    const user = await s.createUser(eventA.id);
    await s.ctx.users.setDisabled(eventA.id, user.email, true);
    const res = await passwordGrant(user.email, user.password, eventA.id);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect(res.body.message).toBe('Account is disabled.');
  });

  it('answers 401 "Account is disabled." to a token of an account disabled after sign-in, and refuses its refresh', async () => {
    const user = await s.createUser(eventA.id);
    const tokens = await s.signIn(user);
    await s.ctx.users.setDisabled(eventA.id, user.email, true);
    const res = await me(eventA.id, user.id, tokens.access_token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Account is disabled.');
    const refreshed = await refreshGrant(tokens.refresh_token);
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.message).toBe('Account is disabled.');
  });

  it.each([
    ['username', { username: '' }],
    ['username', { username: '   ' }],
    ['password', { password: '' }],
    ['password', { password: '   ' }],
    ['platform_id', { platform_id: 'abc' }],
    ['platform_id', { platform_id: '' }],
  ])('answers 400 naming %s when it is missing or invalid (%o)', async (field, change) => {
    const form: Record<string, string> = {
      grant_type: 'password',
      username: 'someone@example.test',
      password: 'a password',
      platform_id: String(eventA.id),
      ...change,
    };
    const res = await s.http('POST', '/connect/token', { form });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(new RegExp(`^${field}\\b`));
  });

  it('answers 400 naming the field when a field is absent', async () => {
    const res = await s.http('POST', '/connect/token', {
      form: { grant_type: 'password', username: 'a@example.test', platform_id: String(eventA.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^password\b/);
    const noRefresh = await s.http('POST', '/connect/token', { form: { grant_type: 'refresh_token' } });
    expect(noRefresh.status).toBe(400);
    expect(noRefresh.body.message).toMatch(/^refresh_token\b/);
  });

  it('answers 400 unsupported_grant_type for another or a missing grant', async () => {
    const forms: Record<string, string>[] = [
      { grant_type: 'client_credentials', client_id: 'x' },
      { username: 'a@example.test' },
      {},
    ];
    for (const form of forms) {
      const res = await s.http('POST', '/connect/token', { form });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('unsupported_grant_type');
      expect(res.body.message).toMatch(/^grant_type\b/);
    }
  });

  it('answers 400 for an event that does not exist and 403 when sign-in is off', async () => {
    const user = await s.createUser(eventA.id);
    const missing = await passwordGrant(user.email, user.password, 999_999);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Platform does not exist');
    const noSignIn = await s.createPlatform('NOSIGNIN', { signInEnabled: false });
    const other = await s.createUser(noSignIn.id);
    const refused = await passwordGrant(other.email, other.password, noSignIn.id);
    expect(refused.status).toBe(403);
    expect(refused.body.access_token).toBeUndefined();
  });
});

describe('sign-in throttling', () => {
  it(`stops an account's sign-ins from an address after ${LOGIN_FAILURES_BEFORE_LOCK} failures, even for the right password, until a password reset`, async () => {
    const user = await s.createUser(eventA.id);
    const bystander = await s.createUser(eventA.id);
    // Reach the threshold minus one directly (the delays before the lock would make this slow).
    await s.ctx.db
      .insert(loginFailures)
      .values({ key: `acct:${eventA.id}:${user.email}@127.0.0.1`, count: LOGIN_FAILURES_BEFORE_LOCK - 1 });

    const stillOpen = await passwordGrant(user.email, 'wrong password', eventA.id);
    expect(stillOpen.status).toBe(400);
    expect(stillOpen.body.error).toBe('invalid_grant');

    const locked = await passwordGrant(user.email, user.password, eventA.id);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_attempts');
    expect(locked.body.access_token).toBeUndefined();

    // Another account from the same address is not locked.
    expect((await passwordGrant(bystander.email, bystander.password, eventA.id)).status).toBe(200);

    // A password reset clears the lock.
    expect(
      (await s.http('POST', '/connect/forgot-password', { json: { email: user.email, platformId: eventA.id } })).status,
    ).toBe(200);
    const token = resetTokenOf(await mailTo(user.email));
    const reset = await s.http('POST', '/connect/reset-password', {
      json: { token, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    expect((await passwordGrant(user.email, 'a brand new password', eventA.id)).status).toBe(200);
  });

  it('a successful sign-in forgets earlier failures', async () => {
    const user = await s.createUser(eventA.id);
    const key = `acct:${eventA.id}:${user.email}@127.0.0.1`;
    await s.ctx.db.insert(loginFailures).values({ key, count: 2 });
    expect((await passwordGrant(user.email, user.password, eventA.id)).status).toBe(200);
    const rows = await s.ctx.db.select().from(loginFailures);
    expect(rows.find((r) => r.key === key)).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  it('answers 200 {accepted:true} for existing and unknown emails and mails a single-use link only to the account', async () => {
    const user = await s.createUser(eventB.id, { email: 'forgetful@example.test', password: 'old password 1' });
    const tokens = [await s.signIn(user), await s.signIn(user)];

    const unknown = await s.http('POST', '/connect/forgot-password', {
      json: { email: 'ghost@example.test', platformId: eventB.id },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ accepted: true });
    const known = await s.http('POST', '/connect/forgot-password', {
      json: { email: ' Forgetful@Example.test ', platformId: eventB.id },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ accepted: true });

    const mail = await mailTo(user.email);
    expect(s.mails.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(s.mails.some((m) => m.to === 'ghost@example.test')).toBe(false);
    expect(mail.text).toContain(`${s.baseUrl}/${eventB.code}/reset-password?token=`);
    const token = resetTokenOf(mail);

    const reset = await s.http('POST', '/connect/reset-password', { json: { token, password: 'new password 2' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true, eventCode: eventB.code });

    const again = await s.http('POST', '/connect/reset-password', { json: { token, password: 'third password 3' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);

    expect((await passwordGrant(user.email, 'old password 1', eventB.id)).status).toBe(400);
    expect((await passwordGrant(user.email, 'new password 2', eventB.id)).status).toBe(200);
    expect((await passwordGrant(user.email, 'third password 3', eventB.id)).status).toBe(400);

    // Every earlier sign-in of the account has ended.
    for (const t of tokens) {
      const res = await refreshGrant(t.refresh_token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
    }
  });

  it('the new password can be typed with surrounding spaces like any password (sign-in trims)', async () => {
    const user = await s.createUser(eventB.id);
    await s.http('POST', '/connect/forgot-password', { json: { email: user.email, platformId: eventB.id } });
    const token = resetTokenOf(await mailTo(user.email));
    const reset = await s.http('POST', '/connect/reset-password', { json: { token, password: '  padded password  ' } });
    expect(reset.status).toBe(200);
    expect((await passwordGrant(user.email, 'padded password', eventB.id)).status).toBe(200);
    expect((await passwordGrant(user.email, '  padded password  ', eventB.id)).status).toBe(200);
  });

  it('writes the mail in the language of the form that asked, English by default', async () => {
    const french = await s.createUser(eventB.id);
    await s.http('POST', '/connect/forgot-password', {
      json: { email: french.email, platformId: eventB.id, locale: 'fr' },
    });
    const frMail = await mailTo(french.email);
    expect(frMail.subject).toMatch(/réinitialisez votre mot de passe$/);
    expect(frMail.text).toMatch(/^Bonjour /);
    expect(() => resetTokenOf(frMail)).not.toThrow();
    const english = await s.createUser(eventB.id);
    await s.http('POST', '/connect/forgot-password', { json: { email: english.email, platformId: eventB.id } });
    const enMail = await mailTo(english.email);
    expect(enMail.subject).toMatch(/reset your password$/);
    expect(enMail.text).toMatch(/^Hello /);
    const unknownLocale = await s.http('POST', '/connect/forgot-password', {
      json: { email: english.email, platformId: eventB.id, locale: 'de' },
    });
    expect(unknownLocale.status).toBe(400);
    expect(unknownLocale.body.message).toMatch(/^body\.locale/);
  });

  it('answers 400 naming the field for a bad request', async () => {
    const badEmail = await s.http('POST', '/connect/forgot-password', {
      json: { email: 'not an email', platformId: eventB.id },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/^body\.email/);
    const noPlatform = await s.http('POST', '/connect/forgot-password', { json: { email: 'a@example.test' } });
    expect(noPlatform.status).toBe(400);
    expect(noPlatform.body.message).toMatch(/^body\.platformId/);
    const shortPassword = await s.http('POST', '/connect/reset-password', {
      json: { token: 'x'.repeat(43), password: 'short' },
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toMatch(/^body\.password/);
    const unknownToken = await s.http('POST', '/connect/reset-password', {
      json: { token: 'x'.repeat(43), password: 'long enough password' },
    });
    expect(unknownToken.status).toBe(400);
    expect(unknownToken.body.fields).toEqual([expect.objectContaining({ path: 'body.token' })]);
  });
});
