import { accountRoutes, identityRoutes, platformRoutes, usersRoutes } from '@atrium/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activatePlatform, clearPlatform } from '../auth/session-store.ts';
import { apiCall } from './client.ts';

let requests: { url: string; init: RequestInit }[];

beforeEach(() => {
  requests = [];
  activatePlatform(7, 'DEMO');
});
afterEach(() => {
  clearPlatform();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
}

const header = (name: string) => new Headers(requests[0]?.init.headers).get(name);

describe('apiCall', () => {
  it('builds the path from the route table, defaulting platformId to the active event, and adds the query', async () => {
    answer(200, [{ id: 1, imageUri: '/files/a.png', link: '', title: 'A', type: 'sidebar' }]);
    const ads = await apiCall(platformRoutes.ads, { query: { datype: 'sidebar' } });
    expect(requests[0]?.url).toBe('/api/platform/7/sponsors/sda?datype=sidebar');
    expect(requests[0]?.init.method).toBe('GET');
    expect(ads[0]?.title).toBe('A');
  });

  it('sends a JSON body as given: the server, not the browser, checks it against the contract', async () => {
    answer(201, { userId: 42 });
    await apiCall(usersRoutes.updateProfile, {
      params: { userId: 42 },
      body: { organisation: '  ACME  ', accepted: true },
    });
    expect(requests[0]?.url).toBe('/api/platform/7/users/42/profile');
    expect(requests[0]?.init.method).toBe('PUT');
    expect(header('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ organisation: '  ACME  ', accepted: true });
  });

  it('form-encodes the identity provider’s routes, leaving out absent fields', async () => {
    answer(200, {});
    await apiCall(identityRoutes.token, {
      form: { grant_type: 'password', username: 'a b@x.org', password: 'pw', platform_id: 7, scope: undefined },
      auth: false,
    });
    expect(requests[0]?.url).toBe('/connect/token');
    expect(header('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(requests[0]?.init.body).toBe('grant_type=password&username=a+b%40x.org&password=pw&platform_id=7');
  });

  it('hands over the answer as the server sent it', async () => {
    answer(200, { useHomeVodModule: false, customHtml: '<p>Hi</p>', extra: 1 });
    await expect(apiCall(platformRoutes.landing)).resolves.toEqual({
      useHomeVodModule: false,
      customHtml: '<p>Hi</p>',
      extra: 1,
    });
  });

  it('rejects with the server’s 400 message and fields', async () => {
    const fields = [{ path: 'body.organisation', message: 'Too big' }];
    answer(400, { error: 'bad_request', message: 'body.organisation: Too big', fields });
    await expect(
      apiCall(usersRoutes.updateProfile, { params: { userId: 42 }, body: { organisation: 'x' } }),
    ).rejects.toMatchObject({ status: 400, code: 'bad_request', message: 'body.organisation: Too big', fields });
  });

  it('uses another address when given one (an event’s own forgot-password service)', async () => {
    answer(200, { accepted: true });
    await apiCall(accountRoutes.forgotPassword, {
      body: { email: 'a@b.org', platformId: 7 },
      url: 'https://example.org/forgot',
    });
    expect(requests[0]?.url).toBe('https://example.org/forgot');
  });

  it('needs an active event for platform routes', async () => {
    clearPlatform();
    await expect(apiCall(platformRoutes.modules)).rejects.toMatchObject({ code: 'no_platform' });
    expect(requests).toHaveLength(0);
  });
});
