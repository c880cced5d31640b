import { ACCOUNT_DISABLED_MESSAGE, DEFAULT_SCOPE, LOGIN_FAILURES_BEFORE_LOCK } from '@atrium/contracts';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { ACCESS_AUDIENCE } from './identity.service.ts';

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

describe('refresh tokens', () => {
  it('rotate: the new refresh token works, the spent one is refused and its reuse ends the whole sign-in', async () => {
    const user = await s.createUser(eventA.id);
    const first = await s.signIn(user);

    const second = await refreshGrant(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.body.access_token)).toMatchObject({ sub: String(user.id), pid: eventA.id });
    expect((await me(eventA.id, user.id, second.body.access_token)).status).toBe(200);

    const third = await refreshGrant(second.body.refresh_token);
    expect(third.status).toBe(200);

    // The spent token again: refused, and the family is revoked, so the newest token dies too.
    const reused = await refreshGrant(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    const newest = await refreshGrant(third.body.refresh_token);
    expect(newest.status).toBe(400);
    expect(newest.body.error).toBe('invalid_grant');
  });

  it('a reuse in one sign-in leaves the user’s other sign-ins alone', async () => {
    const user = await s.createUser(eventA.id);
    const laptop = await s.signIn(user);
    const phone = await s.signIn(user);
    expect((await refreshGrant(laptop.refresh_token)).status).toBe(200);
    expect((await refreshGrant(laptop.refresh_token)).status).toBe(400);
    expect((await refreshGrant(phone.refresh_token)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refreshGrant('not-a-real-token');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });
});

describe('POST /connect/revocation', () => {
  it('ends the sign-in: the refresh token is refused afterwards', async () => {
    const user = await s.createUser(eventA.id);
    const tokens = await s.signIn(user);
    const res = await s.http('POST', '/connect/revocation', {
      form: { token: tokens.refresh_token, token_type_hint: 'refresh_token' },
    });
    expect(res.status).toBe(200);
    const refreshed = await refreshGrant(tokens.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('revokes the rotated tokens of the same sign-in too', async () => {
    const user = await s.createUser(eventA.id);
    const first = await s.signIn(user);
    const second = await refreshGrant(first.refresh_token);
    expect((await s.http('POST', '/connect/revocation', { form: { token: second.body.refresh_token } })).status).toBe(
      200,
    );
    expect((await refreshGrant(second.body.refresh_token)).status).toBe(400);
  });

  it('answers 200 for an unknown token and 400 without a token', async () => {
    expect((await s.http('POST', '/connect/revocation', { form: { token: 'unknown-token' } })).status).toBe(200);
    const missing = await s.http('POST', '/connect/revocation', { form: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^token\b/);
  });
});

describe('access tokens on the API', () => {
  it('answers 401 to an expired token', async () => {
    const user = await s.createUser(eventA.id);
    const expired = await s.ctx.keys.sign(
      { pid: eventA.id, roles: ['attendee'] },
      { subject: String(user.id), issuer: s.ctx.identity.issuer, audience: ACCESS_AUDIENCE, ttlSeconds: -60 },
    );
    const res = await me(eventA.id, user.id, expired);
    expect(res.status).toBe(401);
    // The same claims, not expired, pass: the expiry is what was refused.
    const fresh = await s.ctx.keys.sign(
      { pid: eventA.id, roles: ['attendee'] },
      { subject: String(user.id), issuer: s.ctx.identity.issuer, audience: ACCESS_AUDIENCE, ttlSeconds: 60 },
    );
    expect((await me(eventA.id, user.id, fresh)).status).toBe(200);
  });

  it('answers 401 to a token of another issuer, another audience or another key', async () => {
    const user = await s.createUser(eventA.id);
    const base = { subject: String(user.id), issuer: s.ctx.identity.issuer, audience: ACCESS_AUDIENCE, ttlSeconds: 60 };
    const otherIssuer = await s.ctx.keys.sign({ pid: eventA.id }, { ...base, issuer: 'https://elsewhere.example' });
    expect((await me(eventA.id, user.id, otherIssuer)).status).toBe(401);
    const idTokenAsAccess = await s.ctx.keys.sign({ pid: eventA.id }, { ...base, audience: 'atrium-web' });
    expect((await me(eventA.id, user.id, idTokenAsAccess)).status).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const kid = s.ctx.keys.jwks().keys[0]?.kid as string;
    const forged = await new SignJWT({ pid: eventA.id, roles: ['admin'] })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(String(user.id))
      .setIssuer(base.issuer)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await me(eventA.id, user.id, forged)).status).toBe(401);
    expect((await me(eventA.id, user.id, 'garbage')).status).toBe(401);
  });

  it('answers 401 to a token of event A on event B’s routes; a user of A cannot read B’s users', async () => {
    const userA = await s.createUser(eventA.id);
    const userB = await s.createUser(eventB.id);
    const tokenA = (await s.signIn(userA)).access_token;
    const onB = await me(eventB.id, userB.id, tokenA);
    expect(onB.status).toBe(401);
    const ownIdOnB = await me(eventB.id, userA.id, tokenA);
    expect(ownIdOnB.status).toBe(401);
    // On its own event, the token does not reach B's user either.
    const viaA = await me(eventA.id, userB.id, tokenA);
    expect(viaA.status).toBe(404);
    expect(JSON.stringify(viaA.body)).not.toContain(userB.email);
  });
});

describe('sign-in throttling', () => {
  it(`locks an account after ${LOGIN_FAILURES_BEFORE_LOCK} failures, even for the right password, until a password reset`, async () => {
    const user = await s.createUser(eventA.id);
    const bystander = await s.createUser(eventA.id);
    // Reach the threshold minus one directly (the delays before the lock would make this slow).
    await s.ctx.db
      .insert(loginFailures)
      .values({ key: `acct:${eventA.id}:${user.email}`, count: LOGIN_FAILURES_BEFORE_LOCK - 1 });

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
    const key = `acct:${eventA.id}:${user.email}`;
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

describe('discovery and keys', () => {
  it('publishes the OpenID configuration', async () => {
    const res = await s.http('GET', '/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: s.baseUrl,
      token_endpoint: `${s.baseUrl}/connect/token`,
      revocation_endpoint: `${s.baseUrl}/connect/revocation`,
      jwks_uri: `${s.baseUrl}/.well-known/jwks.json`,
    });
    expect(res.body.grant_types_supported).toEqual(expect.arrayContaining(['password', 'refresh_token']));
    expect(res.body.scopes_supported).toEqual(expect.arrayContaining(DEFAULT_SCOPE.split(' ')));
  });

  it('publishes public keys only, and they verify the tokens it issues', async () => {
    const res = await s.http('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys.length).toBeGreaterThan(0);
    for (const key of res.body.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
      expect(key.d).toBeUndefined();
    }
    const user = await s.createUser(eventA.id);
    const tokens = await s.signIn(user);
    const jwks = createLocalJWKSet(res.body);
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: s.baseUrl,
      audience: ACCESS_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: String(user.id), pid: eventA.id });
    const id = await jwtVerify(tokens.id_token, jwks, { issuer: s.baseUrl });
    expect(id.payload.sub).toBe(String(user.id));
  });
});
