import { DEFAULT_SCOPE, LOGIN_FAILURES_BEFORE_LOCK } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  HASHING_CONCURRENCY,
  HASHING_QUEUE_MAX,
  HashingBusyError,
  hashPassword,
  passwordVerifications,
} from './password.ts';

/**
 * Sign-in throttling as an attacker probes it (issue 9): attempts are counted before the password
 * is checked, so concurrency does not multiply them; the limit is per account and address, so the
 * owner elsewhere still gets in; password hashing is bounded so a storm cannot take every thread.
 */
let s: TestServer;
let platformId: number;
let owner: { email: string; password: string };

beforeAll(async () => {
  // One proxy in front: the tests choose the client's address with X-Forwarded-For.
  s = await startTestServer({ configOverrides: { trustProxy: 1 } });
  platformId = (await s.createPlatform('THROTTLE')).id;
  const user = await s.createUser(platformId);
  owner = { email: user.email, password: user.password };
});
afterAll(() => s.close());

function signIn(password: string, address: string, email = owner.email) {
  return s.http('POST', '/connect/token', {
    headers: { 'x-forwarded-for': address },
    form: {
      grant_type: 'password',
      username: email,
      password,
      platform_id: String(platformId),
      scope: DEFAULT_SCOPE,
    },
  });
}

describe('sign-in throttling', () => {
  it('checks at most the limit of 150 concurrent wrong passwords, and refuses the rest with Retry-After', async () => {
    const before = passwordVerifications();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => signIn(`wrong ${i}`, '203.0.113.7')));
    const checked = passwordVerifications() - before;
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_LOCK);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(checked);
    // Refused by the throttle (429), or, beyond what the hashing takes at once, before it (503).
    const refused = answers.filter((a) => a.status === 429 || a.status === 503);
    expect(refused).toHaveLength(150 - checked);
    expect(refused.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    for (const a of refused) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password from the attacker's address is refused too, and never checked...
    const atTheirAddress = await signIn(owner.password, '203.0.113.7');
    expect(atTheirAddress.status).toBe(429);
    // ...while the owner, elsewhere, signs in.
    expect((await signIn(owner.password, '198.51.100.20')).status).toBe(200);
  });

  it('keeps a run of 1,000 wrong passwords from one address to a handful of checks; the owner still gets in', async () => {
    const before = passwordVerifications();
    let refused = 0;
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signIn(`guess ${batch}-${i}`, '192.0.2.99')),
      );
      refused += answers.filter((a) => a.status === 429).length;
    }
    const checked = passwordVerifications() - before;
    // The limit; the next attempt starts a 30-second wait, longer than the run.
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_LOCK);
    expect(refused).toBe(1000 - checked);
    expect((await signIn(owner.password, '198.51.100.21')).status).toBe(200);
  });

  it('does not let successful sign-ins behind one shared address add up to a block', async () => {
    for (let i = 0; i < 3; i++) {
      const other = await s.createUser(platformId);
      for (let j = 0; j < 40; j++) expect((await signIn(other.password, '100.64.0.1', other.email)).status).toBe(200);
    }
    // 120 sign-ins one after another: generous on a shared machine.
  }, 120_000);
});

describe('password hashing under a storm', () => {
  it(`runs ${HASHING_CONCURRENCY} hashes at once, queues ${HASHING_QUEUE_MAX}, and refuses beyond`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: HASHING_CONCURRENCY + HASHING_QUEUE_MAX + 20 }, () => hashPassword('a storm', 1 << 14)),
    );
    const busy = results.filter((r) => r.status === 'rejected');
    expect(busy).toHaveLength(20);
    for (const r of busy) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
  }, 120_000);
});

describe('tokens', () => {
  it('ends the sign-in of a revoked access token at once, and of its refresh token', async () => {
    const user = await s.createUser(platformId);
    const tokens = await s.signIn({ ...user, platformId });
    const me = () => s.http('GET', `/api/platform/${platformId}/users/${user.id}`, { token: tokens.access_token });
    expect((await me()).status).toBe(200);
    expect((await s.http('POST', '/connect/revocation', { form: { token: tokens.access_token } })).status).toBe(200);
    expect((await me()).status).toBe(401);
    const refreshed = await s.http('POST', '/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(400);
  });

  it('refuses an id token presented as an access token', async () => {
    const user = await s.createUser(platformId);
    const tokens = await s.signIn({ ...user, platformId });
    const res = await s.http('GET', `/api/platform/${platformId}/users/${user.id}`, { token: tokens.id_token });
    expect(res.status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true, and takes a hop count or a list of proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
