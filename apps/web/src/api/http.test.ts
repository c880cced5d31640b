import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activatePlatform, clearPlatform, clearSignIn, getSession, storeSignIn } from '../auth/session-store.ts';
import { fakeJwt } from '../test-support/fake-jwt.ts';
import { ApiError } from './api-error.ts';
import { configureApiClient, refreshTokens, request } from './http.ts';

const access1 = fakeJwt({ sub: '42', pid: 7 });
const access2 = fakeJwt({ sub: '42', pid: 7, v: 2 });

type TCall = { url: string; init: RequestInit };
let calls: TCall[];
let answers: ((call: TCall) => Response)[];
const onSignedOut = vi.fn();
const onNotFound = vi.fn();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const header = (call: TCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  calls = [];
  answers = [];
  onSignedOut.mockReset();
  onNotFound.mockReset();
  configureApiClient({ onSignedOut, onNotFound });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer(call);
    }),
  );
  activatePlatform(7, 'DEMO');
  storeSignIn({ accessToken: access1, refreshToken: 'refresh-1', idToken: '' }, false);
});

afterEach(() => {
  clearSignIn();
  clearPlatform();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the bearer token of the signed-in user, and none when asked not to', async () => {
    answers.push(
      () => json(200, { ok: true }),
      () => json(200, { ok: true }),
    );
    await request({ method: 'GET', url: '/api/platform/7/modules' });
    await request({ method: 'GET', url: '/api/platform/DEMO', auth: false });
    expect(header(calls[0], 'Authorization')).toBe(`Bearer ${access1}`);
    expect(header(calls[1], 'Authorization')).toBeNull();
  });

  it('repeats the key of an array query value and leaves out empty values', async () => {
    answers.push(() => json(200, {}));
    await request({
      method: 'GET',
      url: '/api/platform/7/sessions',
      query: { page: 2, keywords: ['MRI', 'Heart, lungs'], search: undefined },
    });
    expect(calls[0]?.url).toBe('/api/platform/7/sessions?page=2&keywords=MRI&keywords=Heart%2C+lungs');
  });

  it('form-encodes identity requests', async () => {
    answers.push(() => json(200, {}));
    await request({ method: 'POST', url: '/connect/token', form: { grant_type: 'password', username: 'a b@x.org' } });
    expect(header(calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.init.body).toBe('grant_type=password&username=a+b%40x.org');
  });

  it('refreshes on 401, stores the rotated pair and retries once with the new token', async () => {
    answers.push(
      () => json(401, { error: 'unauthorized', message: 'Token expired' }),
      () =>
        json(200, {
          access_token: access2,
          refresh_token: 'refresh-2',
          id_token: 'id',
          token_type: 'Bearer',
          expires_in: 900,
          scope: '',
        }),
      () => json(200, [{ id: 1 }]),
    );
    await expect(request({ method: 'GET', url: '/api/platform/7/modules' })).resolves.toEqual([{ id: 1 }]);
    expect(calls.map((c) => c.url)).toEqual(['/api/platform/7/modules', '/connect/token', '/api/platform/7/modules']);
    expect(new URLSearchParams(String(calls[1]?.init.body)).get('refresh_token')).toBe('refresh-1');
    expect(header(calls[2], 'Authorization')).toBe(`Bearer ${access2}`);
    expect(getSession().tokens?.refreshToken).toBe('refresh-2');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('keeps its refresh token when a refresh answers none (RFC 6749 §6)', async () => {
    answers.push(
      () => json(401, { error: 'unauthorized', message: 'Token expired' }),
      () => json(200, { access_token: access2, token_type: 'Bearer', expires_in: 900, scope: 'meeting_api' }),
      () => json(200, [{ id: 1 }]),
    );
    await expect(request({ method: 'GET', url: '/api/platform/7/modules' })).resolves.toEqual([{ id: 1 }]);
    expect(getSession().tokens).toEqual({ accessToken: access2, refreshToken: 'refresh-1', idToken: '' });
  });

  it('logs out when the refresh fails', async () => {
    answers.push(
      () => json(401, { error: 'unauthorized', message: 'Token expired' }),
      () => json(400, { error: 'invalid_grant', message: 'Refresh token revoked' }),
    );
    await expect(request({ method: 'GET', url: '/api/platform/7/modules' })).rejects.toMatchObject({ status: 401 });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('logs out when the retry is refused again', async () => {
    answers.push(
      () => json(401, { error: 'unauthorized', message: 'no' }),
      () => json(200, { access_token: access2, refresh_token: 'refresh-2', id_token: '' }),
      () => json(401, { error: 'unauthorized', message: 'still no' }),
    );
    await expect(request({ method: 'GET', url: '/api/platform/7/landing' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('logs out at once for a disabled account', async () => {
    answers.push(() => json(401, { error: 'account_disabled', message: 'Account is disabled.' }));
    await expect(request({ method: 'GET', url: '/api/platform/7/landing' })).rejects.toMatchObject({
      code: 'account_disabled',
    });
    expect(calls).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    let refreshes = 0;
    const handler = (call: TCall) => {
      if (call.url === '/connect/token') {
        refreshes++;
        return json(200, { access_token: access2, refresh_token: 'refresh-2', id_token: '' });
      }
      return header(call, 'Authorization') === `Bearer ${access2}` ? json(200, { ok: call.url }) : json(401, {});
    };
    answers.push(handler, handler, handler, handler, handler);
    const results = await Promise.all([request({ method: 'GET', url: '/a' }), request({ method: 'GET', url: '/b' })]);
    expect(results).toEqual([{ ok: '/a' }, { ok: '/b' }]);
    expect(refreshes).toBe(1);
  });

  it('goes to the welcome page on a 404 while a platform is active, unless the call opts out', async () => {
    answers.push(
      () => json(404, { error: 'not_found', message: 'Not found' }),
      () => json(404, {}),
    );
    await expect(request({ method: 'GET', url: '/api/platform/7/custom/99' })).rejects.toMatchObject({ status: 404 });
    expect(onNotFound).toHaveBeenCalledTimes(1);
    await expect(request({ method: 'GET', url: '/api/platform/X', redirectOnNotFound: false })).rejects.toBeTruthy();
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('tells a refusal of the refresh (the sign-in is over) from an unreachable server', async () => {
    answers.push(() => json(400, { error: 'invalid_grant', error_description: 'Account is disabled.' }));
    expect(await refreshTokens()).toBe('refused');
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await refreshTokens()).toBe('unreachable');
    answers.push(() => json(503, { error: 'temporarily_unavailable' }));
    expect(await refreshTokens()).toBe('unreachable');
    answers.push(() =>
      json(200, { access_token: access2, refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 300 }),
    );
    expect(await refreshTokens()).toBe('renewed');
    expect(getSession().tokens?.refreshToken).toBe('refresh-2');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request({ method: 'GET', url: '/x' })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
