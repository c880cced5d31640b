import { API_SCOPE, DEFAULT_SCOPE, WEB_CLIENT_ID } from '@atrium/contracts';
import * as oauth from 'oauth4webapi';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, connectHub } from '../test/hub-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { ACCESS_AUDIENCE } from './identity.service.ts';

/**
 * The identity provider as a certified relying-party library sees it: openid-client (and the
 * oauth4webapi it is built on) reads the discovery document, makes the spec's password grant,
 * validates the id token, calls userinfo and revokes; oauth4webapi validates the access token as
 * RFC 9068 says a resource server must.
 */
let s: TestServer;
let event: { id: number; code: string };
let config: client.Configuration;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('OIDC', { open: false });
  // The test server speaks plain HTTP; a deployment's PUBLIC_URL is https.
  config = await client.discovery(new URL(s.baseUrl), WEB_CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

type User = { email: string; password: string; id: number };
const signIn = (user: User, scope?: string) =>
  client.genericGrantRequest(config, 'password', {
    username: user.email,
    password: user.password,
    platform_id: String(event.id),
    ...(scope === undefined ? {} : { scope }),
  });

/** The access token as a resource server checks it (RFC 9068 §4): signature, typ, iss, aud, client_id, jti, ... */
const validateAccessToken = (accessToken: string) =>
  oauth.validateJwtAccessToken(
    config.serverMetadata(),
    new Request(`${s.baseUrl}/api`, { headers: { authorization: `Bearer ${accessToken}` } }),
    ACCESS_AUDIENCE,
    { [oauth.allowInsecureRequests]: true },
  );

const oauthErrorOf = (error: unknown) => (error as client.ResponseBodyError).error;
const userinfo = (token: string, method = 'GET') =>
  s.http(method, '/connect/userinfo', { headers: { authorization: `Bearer ${token}` } });

describe('discovery', () => {
  it('names the token, userinfo and revocation endpoints and the keys, and only what is served', async () => {
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: s.baseUrl,
      token_endpoint: `${s.baseUrl}/connect/token`,
      userinfo_endpoint: `${s.baseUrl}/connect/userinfo`,
      revocation_endpoint: `${s.baseUrl}/connect/revocation`,
      jwks_uri: `${s.baseUrl}/.well-known/jwks.json`,
      authorization_endpoint: `${s.baseUrl}/connect/authorize`,
      grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
    expect(metadata.scopes_supported).toEqual(DEFAULT_SCOPE.split(' '));
    expect(metadata.request_uri_parameter_supported).toBe(false);
    // Every endpoint it names is there.
    expect((await s.http('GET', '/.well-known/jwks.json')).status).toBe(200);
    // The authorization endpoint answers an unknown app with its error page, never a redirect.
    expect((await s.http('GET', '/connect/authorize?client_id=nobody')).status).toBe(400);
    expect((await s.http('GET', '/connect/userinfo')).status).toBe(401);
    expect((await s.http('POST', '/connect/revocation', { form: {} })).status).toBe(400);
  });

  it('serves the same metadata as RFC 8414 authorization server metadata', async () => {
    const asOAuth = await client.discovery(new URL(s.baseUrl), WEB_CLIENT_ID, undefined, client.None(), {
      algorithm: 'oauth2',
      execute: [client.allowInsecureRequests],
    });
    expect(asOAuth.serverMetadata()).toEqual(config.serverMetadata());
  });
});

describe('the password grant the spec’s web client makes (every scope, no client_id)', () => {
  it('answers an id token openid-client validates, a refresh token, and an RFC 9068 access token', async () => {
    const user = await s.createUser(event.id);
    const tokens = await signIn(user, DEFAULT_SCOPE);
    expect(tokens.scope).toBe(DEFAULT_SCOPE);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // openid-client checked the id token: signature from jwks_uri, ES256, iss, aud = the client, exp, iat.
    expect(tokens.claims()).toMatchObject({
      iss: s.baseUrl,
      aud: WEB_CLIENT_ID,
      sub: String(user.id),
      email: user.email,
      given_name: expect.any(String),
      family_name: expect.any(String),
      roles: ['attendee'],
      pid: event.id,
    });
    const access = await validateAccessToken(tokens.access_token);
    expect(access).toMatchObject({
      iss: s.baseUrl,
      aud: ACCESS_AUDIENCE,
      sub: String(user.id),
      client_id: WEB_CLIENT_ID,
      scope: DEFAULT_SCOPE,
      pid: event.id,
    });
    expect(access.jti).toEqual(expect.any(String));
    // The API takes it.
    expect(
      (await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token: tokens.access_token })).status,
    ).toBe(200);
  });

  it('gives every scope to a request without one, and refreshes through openid-client', async () => {
    const user = await s.createUser(event.id);
    const first = await signIn(user);
    expect(first.scope).toBe(DEFAULT_SCOPE);
    const second = await client.refreshTokenGrant(config, first.refresh_token as string);
    expect(second.scope).toBe(DEFAULT_SCOPE);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()?.sub).toBe(String(user.id));
    expect((await validateAccessToken(second.access_token)).client_id).toBe(WEB_CLIENT_ID);
  });

  it('refuses a client it does not know with invalid_client', async () => {
    const user = await s.createUser(event.id);
    const res = await s.http('POST', '/connect/token', {
      form: {
        grant_type: 'password',
        username: user.email,
        password: user.password,
        platform_id: String(event.id),
        client_id: 'someone-else',
      },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });
});

describe('scopes', () => {
  it('refuses an unknown scope with invalid_scope, naming it, before the password counts', async () => {
    const user = await s.createUser(event.id);
    const refused = await signIn(user, `${DEFAULT_SCOPE} bogus`).catch((error: unknown) => error);
    expect(oauthErrorOf(refused)).toBe('invalid_scope');
    expect((refused as client.ResponseBodyError).error_description).toBe('scope: unknown scope bogus');
    const wrongPassword = await signIn({ ...user, password: 'not the password' }, 'bogus').catch((e: unknown) => e);
    expect(oauthErrorOf(wrongPassword)).toBe('invalid_scope');
  });

  it('issues an id token only with openid and a refresh token only with offline_access', async () => {
    const user = await s.createUser(event.id);
    const apiOnly = await signIn(user, API_SCOPE);
    expect(apiOnly.scope).toBe(API_SCOPE);
    expect(apiOnly.id_token).toBeUndefined();
    expect(apiOnly.refresh_token).toBeUndefined();
    expect((await validateAccessToken(apiOnly.access_token)).scope).toBe(API_SCOPE);
    expect(
      (await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token: apiOnly.access_token })).status,
    ).toBe(200);
    // Such a sign-in still ends when its access token is revoked.
    await client.tokenRevocation(config, apiOnly.access_token);
    expect(
      (await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token: apiOnly.access_token })).status,
    ).toBe(401);
    const withId = await signIn(user, 'openid meeting_api openid');
    expect(withId.scope).toBe('openid meeting_api');
    expect(withId.claims()).toEqual(expect.objectContaining({ sub: String(user.id) }));
    // Without profile, email, roles or platform, the id token names the user and nothing else of them.
    expect(Object.keys(withId.claims() ?? {}).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'sub']);
  });

  it('keeps a token without meeting_api out of the API and the hub: it opens userinfo only', async () => {
    const user = await s.createUser(event.id);
    const tokens = await signIn(user, 'openid profile');
    expect(
      (await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token: tokens.access_token })).status,
    ).toBe(401);
    await expect(connectHub(s.baseUrl, { token: tokens.access_token })).rejects.toThrow(/invalid or expired/);
    const withApi = await signIn(user, `openid ${API_SCOPE}`);
    await expect(connectHub(s.baseUrl, { token: withApi.access_token })).resolves.toBeDefined();
    const info = await client.fetchUserInfo(config, tokens.access_token, String(user.id));
    expect(info).toEqual({
      sub: String(user.id),
      name: expect.any(String),
      given_name: expect.any(String),
      family_name: expect.any(String),
    });
  });

  it('lets a refresh narrow the scope, never widen it, and keeps the sign-in’s scope for the next one', async () => {
    const user = await s.createUser(event.id);
    const first = await signIn(user, 'openid offline_access meeting_api');
    const wider = await client
      .refreshTokenGrant(config, first.refresh_token as string, { scope: 'openid meeting_api profile' })
      .catch((error: unknown) => error);
    expect(oauthErrorOf(wider)).toBe('invalid_scope');
    // The refused request did not spend the refresh token.
    const narrower = await client.refreshTokenGrant(config, first.refresh_token as string, {
      scope: 'offline_access meeting_api',
    });
    expect(narrower.scope).toBe('offline_access meeting_api');
    expect(narrower.id_token).toBeUndefined();
    expect((await validateAccessToken(narrower.access_token)).scope).toBe('offline_access meeting_api');
    const again = await client.refreshTokenGrant(config, narrower.refresh_token as string);
    expect(again.scope).toBe('openid offline_access meeting_api');
    expect(again.id_token).toEqual(expect.any(String));
  });
});

describe('userinfo', () => {
  it('answers the claims the token’s scopes name, to GET (openid-client) and to POST', async () => {
    const user = await s.createUser(event.id, { role: 'speaker' });
    const tokens = await signIn(user);
    const info = await client.fetchUserInfo(config, tokens.access_token, String(user.id));
    expect(info).toEqual({
      sub: String(user.id),
      name: expect.any(String),
      given_name: expect.any(String),
      family_name: expect.any(String),
      email: user.email,
      roles: ['attendee', 'speaker'],
      pid: event.id,
    });
    const posted = await userinfo(tokens.access_token, 'POST');
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual(info);
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const emailOnly = await signIn(user, 'openid email');
    expect(await client.fetchUserInfo(config, emailOnly.access_token, String(user.id))).toEqual({
      sub: String(user.id),
      email: user.email,
    });
  });

  it('refuses a token without openid (403), none (401), a revoked or disabled one (401), with the Bearer challenge', async () => {
    const user = await s.createUser(event.id);
    const noOpenid = await signIn(user, 'meeting_api offline_access');
    const insufficient = await userinfo(noOpenid.access_token);
    expect(insufficient.status).toBe(403);
    expect(insufficient.body.error).toBe('insufficient_scope');
    expect(insufficient.headers.get('www-authenticate')).toMatch(
      /^Bearer .*error="insufficient_scope".*scope="openid"/,
    );

    const none = await s.http('GET', '/connect/userinfo');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="atrium"');

    const tokens = await signIn(user);
    expect((await userinfo(tokens.access_token)).status).toBe(200);
    await client.tokenRevocation(config, tokens.refresh_token as string);
    const revoked = await userinfo(tokens.access_token);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    expect(revoked.body.error).toBe('invalid_token');

    const later = await signIn(user);
    await s.ctx.users.setDisabled(event.id, user.email, true);
    expect((await userinfo(later.access_token)).status).toBe(401);
    expect((await userinfo('garbage')).status).toBe(401);
  });
});
