import { DEFAULT_SCOPE } from '@atrium/contracts';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { ACCESS_AUDIENCE } from './identity.service.ts';

/** Refresh tokens, revocation, access tokens on the API, discovery and keys. */
let s: TestServer;
let eventA: { id: number; code: string };
let eventB: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  eventA = await s.createPlatform('TOKA', { open: false });
  eventB = await s.createPlatform('TOKB', { open: false });
});
afterAll(() => s.close());

const refreshGrant = (refreshToken: string) =>
  s.http('POST', '/connect/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
const me = (platformId: number, userId: number, token?: string) =>
  s.http('GET', `/api/platform/${platformId}/users/${userId}`, { token });

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

/** Signing options of an access token of this server (tests forge tokens with its own key). */
const accessOptions = (userId: number) => ({
  subject: String(userId),
  issuer: s.ctx.identity.issuer,
  audience: ACCESS_AUDIENCE,
  type: 'at+jwt' as const,
  now: Date.now(),
});

describe('access tokens on the API', () => {
  it('answers 401 to an expired token', async () => {
    const user = await s.createUser(eventA.id);
    const expired = await s.ctx.keys.sign(
      { pid: eventA.id, roles: ['attendee'], sid: 'test-sign-in' },
      { ...accessOptions(user.id), ttlSeconds: -60 },
    );
    const res = await me(eventA.id, user.id, expired);
    expect(res.status).toBe(401);
    // The same claims, not expired, pass: the expiry is what was refused.
    const fresh = await s.ctx.keys.sign(
      { pid: eventA.id, roles: ['attendee'], sid: 'test-sign-in' },
      { ...accessOptions(user.id), ttlSeconds: 60 },
    );
    expect((await me(eventA.id, user.id, fresh)).status).toBe(200);
  });

  it('answers 401 to a token of another issuer, another audience or another key', async () => {
    const user = await s.createUser(eventA.id);
    const base = { ...accessOptions(user.id), ttlSeconds: 60 };
    const claims = { pid: eventA.id, sid: 'test-sign-in' };
    const otherIssuer = await s.ctx.keys.sign(claims, { ...base, issuer: 'https://elsewhere.example' });
    expect((await me(eventA.id, user.id, otherIssuer)).status).toBe(401);
    const idTokenAsAccess = await s.ctx.keys.sign(claims, { ...base, audience: 'atrium-web' });
    expect((await me(eventA.id, user.id, idTokenAsAccess)).status).toBe(401);
    // An id token whose audience is the API's (a client_id chosen so) is still not an access token.
    const idTypedForApi = await s.ctx.keys.sign(claims, { ...base, type: 'JWT' });
    expect((await me(eventA.id, user.id, idTypedForApi)).status).toBe(401);
    expect((await me(eventA.id, user.id, await s.ctx.keys.sign(claims, base))).status).toBe(200);
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
