import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueSchemaName } from '../test/test-server.ts';
import { addressKey } from './rate-limit.ts';

const redisUrl = process.env.ATRIUM_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const trace = (s: TestServer, platformId: number, token?: string) =>
  s.http('POST', `/api/platform/${platformId}/log/trace`, {
    token,
    json: { eventId: platformId, eventCode: 'LIMITS', page: 'Home' },
  });

/** Sends `count` requests at once and sorts the answers by status. */
async function burst(count: number, send: () => Promise<{ status: number; headers: Headers }>) {
  const answers = await Promise.all(Array.from({ length: count }, send));
  return {
    ok: answers.filter((a) => a.status < 300),
    refused: answers.filter((a) => a.status === 429),
    other: answers.filter((a) => a.status >= 300 && a.status !== 429),
  };
}

describe('request rate limits, one node (buckets in memory)', () => {
  let s: TestServer;
  let event: { id: number };

  beforeAll(async () => {
    s = await startTestServer({ configOverrides: { rateLimits: true } });
    event = await s.createPlatform('LIMITS', { open: true });
  });
  afterAll(() => s.close());

  it('refuses a flood of anonymous trace logs from one address with 429 and Retry-After', async () => {
    const count = RATE_LIMITS.log.address.burst * 3;
    const result = await burst(count, () => trace(s, event.id));
    expect(result.other).toEqual([]);
    expect(result.ok.length).toBeGreaterThanOrEqual(RATE_LIMITS.log.address.burst);
    expect(result.refused.length).toBeGreaterThan(0);
    expect(result.ok.length).toBeLessThan(count);
    const refusal = result.refused[0];
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A signed-in attendee at the same address draws from their own bucket.
    const user = await s.createUser(event.id);
    const { access_token: token } = await s.signIn({ ...user, platformId: event.id });
    expect((await trace(s, event.id, token)).status).toBe(200);
  });

  it('refuses a flood of private messages from one attendee, not the next attendee', async () => {
    const [a, b, c] = await Promise.all([s.createUser(event.id), s.createUser(event.id), s.createUser(event.id)]);
    const tokenOf = async (u: typeof a) => (await s.signIn({ ...u, platformId: event.id })).access_token;
    const [ta, tc] = [await tokenOf(a), await tokenOf(c)];
    const send = (from: typeof a, token: string) =>
      s.http('POST', `/api/platform/${event.id}/conversations`, {
        token,
        json: { eventId: event.id, message: 'hello there', recipient: b.id, sender: from.id },
      });
    const count = RATE_LIMITS.privateMessage.user.burst * 4;
    const result = await burst(count, () => send(a, ta));
    expect(result.other).toEqual([]);
    expect(result.ok.length).toBeGreaterThanOrEqual(RATE_LIMITS.privateMessage.user.burst);
    expect(result.ok.length).toBeLessThan(count);
    expect(result.refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await send(c, tc)).status).toBe(201);
  });

  it('counts /connect/* per address before reading the request', async () => {
    const count = RATE_LIMITS.connect.address.burst * 3;
    const result = await burst(count, () =>
      s.http('POST', '/connect/token', { form: { grant_type: 'refresh_token', refresh_token: 'not-a-token' } }),
    );
    expect(result.refused.length).toBeGreaterThan(0);
    // The suite's earlier sign-ins came from the same address and share its bucket.
    expect(result.ok.length + result.other.length).toBeGreaterThanOrEqual(RATE_LIMITS.connect.address.burst - 10);
    expect(result.refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('request rate limits shared by two nodes through Redis', () => {
  // Two nodes on one PostgreSQL schema (the same people) and one Redis prefix.
  let a: TestServer;
  let b: TestServer;
  let event: { id: number };

  beforeAll(async () => {
    const configOverrides = {
      rateLimits: true,
      redisUrl,
      redisPrefix: `test-limits-${randomBytes(4).toString('hex')}`,
    };
    const schema = uniqueSchemaName();
    a = await startTestServer({ schema, configOverrides });
    b = await startTestServer({ schema, configOverrides });
    event = await a.createPlatform('LIMITS', { open: true });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an attendee who used up the upload bucket on one node is refused by the other', async () => {
    const user = await a.createUser(event.id);
    // Each test node is its own issuer (its address): the same person signs in on both.
    const tokens = new Map<TestServer, string>();
    for (const node of [a, b]) tokens.set(node, (await node.signIn({ ...user, platformId: event.id })).access_token);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (s: TestServer) => {
      const form = new FormData();
      form.append('profileImg', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
      return s.http('POST', `/api/platform/${event.id}/upload?type=profile&id=${user.id}`, {
        token: tokens.get(s),
        body: form,
      });
    };
    for (let i = 0; i < RATE_LIMITS.upload.user.burst; i++) expect((await upload(a)).status).toBe(201);
    // The bucket refills one upload every 12 s: the other node sees it empty.
    const onB = await upload(b);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses and counts an IPv6 host by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
