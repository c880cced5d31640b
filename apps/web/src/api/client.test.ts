import { api } from '@atrium/contracts';
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

describe('apiCall', () => {
  it('builds the path from the route, defaulting platformId to the active event, and adds the query', async () => {
    answer(200, [{ id: 1, imageUri: '/files/a.png', link: '', title: 'A', type: 'sidebar' }]);
    const ads = await apiCall(api.platform.ads, { query: { datype: 'sidebar' } });
    expect(requests[0]?.url).toBe('/api/platform/7/sponsors/sda?datype=sidebar');
    expect(ads[0]?.title).toBe('A');
  });

  it('refuses a body that breaks the contract without calling the server (spec 1 §5)', async () => {
    answer(200, { count: 1, live: true });
    await expect(
      apiCall(api.logs.scan, {
        body: { entityId: 7, scanEntityType: 'EVENT_PLATFORM', scanType: 'HEARTBEAT', userId: 0 },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_request' });
    expect(requests).toHaveLength(0);
  });

  it('sends the body as checked by the contract (trimmed, defaults filled)', async () => {
    const user = {
      userId: 42,
      userName: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: '',
      organisation: 'ACME',
      jobTitle: '',
      town: '',
      country: '',
      biography: '',
      photoUri: '',
      businessCardImageUri: '',
      businessCardImageClickUri: '',
      isSpeaker: false,
      isModerator: false,
      accepted: true,
      ureventRef: 'ref-42',
    };
    answer(201, user);
    await expect(
      apiCall(api.users.updateProfile, { params: { userId: 42 }, body: { organisation: '  ACME  ', accepted: true } }),
    ).resolves.toEqual(user);
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      organisation: 'ACME',
      jobTitle: '',
      country: '',
      biography: '',
      accepted: true,
    });
    expect(requests[0]?.url).toBe('/api/platform/7/users/42/profile');
    expect(requests[0]?.init.method).toBe('PUT');
  });

  it('reads the answer through the response schema, keeping a drifting answer rather than failing', async () => {
    answer(200, { useHomeVodModule: false, customHtml: '<p>Hi</p>', extra: 1 });
    await expect(apiCall(api.platform.landing)).resolves.toEqual({ useHomeVodModule: false, customHtml: '<p>Hi</p>' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(200, { customHtml: 3 });
    await expect(apiCall(api.platform.landing)).resolves.toEqual({ customHtml: 3 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('needs an active event for platform routes', async () => {
    clearPlatform();
    await expect(apiCall(api.platform.modules)).rejects.toMatchObject({ code: 'no_platform' });
  });
});
