import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventFileInvalid } from '../../modules/event-file/event-file.service.ts';
import type { TestUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Atrium as the identity provider of a registered app (issue 29), seen by a certified relying
 * party: openid-client (v6) is the third-party app. It reads discovery, sends the browser to
 * /connect/authorize with PKCE (S256), state and nonce; the consent is given with the API call
 * the event's consent page makes; the app exchanges the code, reads userinfo and refreshes.
 */
const REDIRECT = 'http://127.0.0.1:3599/callback';
const APP_ID = 'pretalx-plugin';
const OTHER_APP_ID = 'other-event-app';
const SCOPE = 'openid profile email offline_access';
const noFiles = { readFile: async () => Buffer.alloc(0) };

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let person: TestUser;
/** The person's own sign-in at the event's web app: what the consent page calls the API with. */
let webToken = '';
let app: client.Configuration;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('APPS', { open: false });
  other = await s.createPlatform('APPSOTHER', { open: false });
  const entry = { id: APP_ID, name: 'Pretalx', redirectUris: [REDIRECT], scopes: SCOPE.split(' ') };
  await s.ctx.eventFile.applyEvent(event.id, { clients: [entry] }, noFiles);
  await s.ctx.appClients.save(other.id, { id: OTHER_APP_ID, name: 'Elsewhere', redirectUris: [REDIRECT] });
  person = await s.createUser(event.id, { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' });
  webToken = (await s.signIn(person)).access_token;
  app = await client.discovery(new URL(s.baseUrl), APP_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
});
afterAll(() => s.close());

/** One run of the app's start: its secrets and the address it sends the browser to. */
async function startAt(config = app, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { verifier, state, nonce, url };
}

/** The browser at /connect/authorize: where it is sent (unfollowed). */
async function authorize(url: URL | string) {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** The consent page's request id, from the redirect to /{code}/authorize/{id}. */
function requestIdOf(location: string | null, code = event.code) {
  const match = location?.match(new RegExp(`^/${code}/authorize/([A-Za-z0-9_-]+)$`));
  expect(match, String(location)).not.toBeNull();
  return match?.[1] ?? '';
}

/** The consent page's call: allow or deny; the address the browser goes to next. */
async function answer(requestId: string, allow: boolean, token = webToken, platformId = event.id) {
  return s.http('POST', `/api/platform/${platformId}/authorize/${requestId}`, { token, json: { allow } });
}

/** The whole way to the app's callback address with a code. */
async function codeFor(start: Awaited<ReturnType<typeof startAt>>) {
  const requestId = requestIdOf((await authorize(start.url)).location);
  const decided = await answer(requestId, true);
  expect(decided.status, decided.text).toBe(200);
  return new URL(decided.body.redirectTo);
}

const tokenRequest = (form: Record<string, string>) => s.http('POST', '/connect/token', { form });

describe('an app signing a person in with code + PKCE', () => {
  it('gets the code after consent, then tokens, userinfo and a refresh, through openid-client', async () => {
    const start = await startAt();
    const sent = await authorize(start.url);
    expect(sent.status).toBe(302);
    const requestId = requestIdOf(sent.location);
    // The consent card: the app's name, where the answer goes, what it asks.
    const card = await s.http('GET', `/api/platform/${event.id}/authorize/${requestId}`, { token: webToken });
    expect(card.status, card.text).toBe(200);
    expect(card.body).toEqual({
      clientId: APP_ID,
      clientName: 'Pretalx',
      redirectUri: REDIRECT,
      scopes: ['openid', 'profile', 'email', 'offline_access'],
    });
    const decided = await answer(requestId, true);
    const callback = new URL(decided.body.redirectTo);
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe(start.state);
    expect(callback.searchParams.get('iss')).toBe(s.baseUrl);
    // openid-client checks state, iss, the id token (signature, issuer, audience, nonce) and PKCE.
    const tokens = await client.authorizationCodeGrant(app, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ sub: String(person.id), aud: APP_ID, nonce: start.nonce, email: person.email });
    expect(tokens.scope).toBe(SCOPE);
    const info = await client.fetchUserInfo(app, tokens.access_token, String(person.id));
    expect(info).toMatchObject({ sub: String(person.id), email: person.email, given_name: 'Ada' });
    // The app's token opens userinfo, not the event's API (it was not granted meeting_api).
    expect((await s.http('GET', `/api/platform/${event.id}/bookmarks`, { token: tokens.access_token })).status).toBe(
      401,
    );
    const refreshed = await client.refreshTokenGrant(app, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.claims()?.aud).toBe(APP_ID);
    // The app's refresh token is its own: the web app's client id cannot use it.
    const asWeb = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshed.refresh_token ?? '' });
    expect(asWeb.body.error).toBe('invalid_grant');
    // The request was answered: its card is gone.
    expect((await s.http('GET', `/api/platform/${event.id}/authorize/${requestId}`, { token: webToken })).status).toBe(
      404,
    );
  });

  it('refuses a code used twice, and ends the sign-in the first use gave', async () => {
    const start = await startAt();
    const callback = await codeFor(start);
    const tokens = await client.authorizationCodeGrant(app, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    const again = await tokenRequest({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
      client_id: APP_ID,
      code_verifier: start.verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    const me = await s.http('GET', '/connect/userinfo', { token: tokens.access_token });
    expect(me.status).toBe(401);
    await expect(client.refreshTokenGrant(app, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a wrong verifier, another redirect URI and another client', async () => {
    const start = await startAt();
    const code = (await codeFor(start)).searchParams.get('code') ?? '';
    const grant = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: APP_ID };
    const wrong = await tokenRequest({ ...grant, code_verifier: client.randomPKCECodeVerifier() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    // The code was spent by that attempt: the right verifier cannot use it now.
    expect((await tokenRequest({ ...grant, code_verifier: start.verifier })).body.error).toBe('invalid_grant');

    const second = await startAt();
    const code2 = (await codeFor(second)).searchParams.get('code') ?? '';
    const elsewhere = await tokenRequest({
      ...grant,
      code: code2,
      redirect_uri: 'http://127.0.0.1:3599/other',
      code_verifier: second.verifier,
    });
    expect(elsewhere.body.error).toBe('invalid_grant');

    const third = await startAt();
    const code3 = (await codeFor(third)).searchParams.get('code') ?? '';
    const foreign = await tokenRequest({
      ...grant,
      code: code3,
      client_id: OTHER_APP_ID,
      code_verifier: third.verifier,
    });
    expect(foreign.body.error).toBe('invalid_grant');
    const unknown = await tokenRequest({
      ...grant,
      code: code3,
      client_id: 'nobody-app',
      code_verifier: third.verifier,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
  });

  it('sends the person back with access_denied when they deny', async () => {
    const start = await startAt();
    const requestId = requestIdOf((await authorize(start.url)).location);
    const denied = new URL((await answer(requestId, false)).body.redirectTo);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(start.state);
    expect(denied.searchParams.get('code')).toBeNull();
    // Answered once: allowing afterwards finds nothing.
    expect((await answer(requestId, true)).status).toBe(404);
  });

  it('keeps the password grant the web app’s own', async () => {
    const res = await tokenRequest({
      grant_type: 'password',
      username: person.email,
      password: person.password,
      platform_id: String(event.id),
      client_id: APP_ID,
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });
});

describe('requests that are refused', () => {
  it('shows an error page, and redirects nowhere, for an unknown client or an unregistered redirect URI', async () => {
    const unregistered = await startAt(app, { redirect_uri: 'https://attacker.example/steal' });
    for (const url of [
      unregistered.url,
      `${s.baseUrl}/connect/authorize?client_id=nobody-app&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code`,
    ]) {
      const res = await authorize(url);
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.text).toContain('Sign-in request refused');
    }
  });

  it('answers other mistakes at the app’s redirect URI, with the error and the state', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request', 'code_challenge_method'],
      [{ response_type: 'token' }, 'unsupported_response_type', 'response_type'],
      [{ scope: 'openid meeting_api' }, 'invalid_scope', 'meeting_api'],
      [{ scope: 'openid wishes' }, 'invalid_scope', 'wishes'],
    ];
    for (const [extra, error, named] of cases) {
      const start = await startAt(app, extra);
      const res = await authorize(start.url);
      expect(res.status).toBe(302);
      const back = new URL(res.location ?? '');
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get('error'), JSON.stringify(extra)).toBe(error);
      expect(back.searchParams.get('error_description')).toContain(named);
      expect(back.searchParams.get('state')).toBe(start.state);
    }
    const noChallenge = new URL(`${s.baseUrl}/connect/authorize`);
    noChallenge.search = new URLSearchParams({
      client_id: APP_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'the-state',
    }).toString();
    const back = new URL((await authorize(noChallenge)).location ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe('the-state');
  });

  it('keeps a client of another event out of this event’s people', async () => {
    const otherApp = await client.discovery(new URL(s.baseUrl), OTHER_APP_ID, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    const start = await startAt(otherApp, { scope: 'openid profile email' });
    const sent = await authorize(start.url);
    // The client names its event: the consent page is that event's.
    const requestId = requestIdOf(sent.location, other.code);
    // This event's person cannot answer it: not with their token there, and not under their event.
    expect((await answer(requestId, true, webToken, other.id)).status).toBe(401);
    expect((await answer(requestId, true, webToken, event.id)).status).toBe(404);
    expect((await s.http('GET', `/api/platform/${event.id}/authorize/${requestId}`, { token: webToken })).status).toBe(
      404,
    );
  });

  it('refuses, in the event file, a client id another event has', async () => {
    const taken = { id: OTHER_APP_ID, name: 'Copy', redirectUris: [REDIRECT] };
    const failure = await s.ctx.eventFile.applyEvent(event.id, { clients: [taken] }, noFiles).catch((e) => e);
    expect(failure).toBeInstanceOf(EventFileInvalid);
    expect(failure.problems).toEqual([
      { path: 'clients[0].id', message: `"${OTHER_APP_ID}" is taken by another event` },
    ]);
    expect((await s.ctx.appClients.byId(OTHER_APP_ID))?.platformId).toBe(other.id);
    // The event's own list, applied again, changes nothing; a new name is an update.
    const entry = { id: APP_ID, name: 'Pretalx', redirectUris: [REDIRECT], scopes: SCOPE.split(' ') };
    const again = await s.ctx.eventFile.applyEvent(event.id, { clients: [entry] }, noFiles);
    expect(again.sections.clients).toMatchObject({ unchanged: [APP_ID], updated: [], removed: [] });
    const renamed = await s.ctx.eventFile.applyEvent(event.id, { clients: [{ ...entry, name: 'Talks' }] }, noFiles);
    expect(renamed.sections.clients).toMatchObject({ updated: [APP_ID] });
    expect((await s.ctx.appClients.byId(APP_ID))?.name).toBe('Talks');
  });
});
