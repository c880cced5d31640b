import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  DEFAULT_SCOPE,
  LOGIN_ACCOUNT_FAILURES_MAX,
  LOGIN_BACKOFF_SECONDS,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_UNDER_ATTACK,
} from '@atrium/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { FixedClock, systemClock } from '../lib/clock.ts';
import { startTestServer, type TestResponse, type TestServer } from '../test/test-server.ts';
import { HASHING_CONCURRENCY, hashingLoad, passwordVerifications } from './password.ts';

/**
 * The owner of an email is never locked out by others' wrong passwords (issue 25): the account's
 * failures from all addresses refuse nothing themselves, Retry-After is the time the refusal
 * really lasts, and a sign-in storm is refused before any database work.
 */
/** The storms hash hundreds of passwords on one thread: generous on a shared machine. */
const STORM_TIMEOUT = 240_000;

let s: TestServer;
let platformId: number;

beforeAll(async () => {
  // One proxy in front: the tests choose the client's address with X-Forwarded-For.
  s = await startTestServer({ configOverrides: { trustProxy: 1 } });
  platformId = (await s.createPlatform('OWNER')).id;
});
afterAll(() => s.close());

function signInTo(server: TestServer, event: number, email: string, password: string, address: string) {
  return server.http('POST', '/connect/token', {
    headers: { 'x-forwarded-for': address },
    form: { grant_type: 'password', username: email, password, platform_id: String(event), scope: DEFAULT_SCOPE },
  });
}
const statuses = (answers: TestResponse[]) => answers.map((a) => a.status);

/**
 * `count` sign-ins arriving together: connections are opened (and kept alive) first, so that the
 * requests reach the server in one burst rather than as each connection is set up.
 */
async function burst(
  server: TestServer,
  count: number,
  signIn: (i: number) => Promise<TestResponse>,
  beforeSending = () => {},
) {
  await Promise.all(Array.from({ length: count }, () => server.http('GET', '/healthz')));
  beforeSending();
  return Promise.all(Array.from({ length: count }, (_, i) => signIn(i)));
}

describe('an account guessed at from many addresses', () => {
  it(
    'lets the owner in from a fresh address after 10 wrong passwords from each of 12 others',
    async () => {
      const owner = await s.createUser(platformId);
      // 12 addresses x 10 wrong passwords: past the account's threshold, each new address has
      // fewer attempts at it (the rest refused unchecked), so guessing stays slow.
      let failures = 0;
      for (let a = 0; a < 12; a++) {
        const before = passwordVerifications();
        const answers = await Promise.all(
          Array.from({ length: LOGIN_FAILURES_BEFORE_LOCK }, (_, i) =>
            signInTo(s, platformId, owner.email, `wrong ${a}-${i}`, `203.0.${113 + a}.7`),
          ),
        );
        const allowed =
          failures >= LOGIN_ACCOUNT_FAILURES_MAX ? LOGIN_FAILURES_UNDER_ATTACK : LOGIN_FAILURES_BEFORE_LOCK;
        expect(passwordVerifications() - before).toBe(allowed);
        expect(statuses(answers).filter((status) => status === 400)).toHaveLength(allowed);
        expect(statuses(answers).filter((status) => status === 429)).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK - allowed);
        failures += allowed;
      }
      expect(failures).toBeGreaterThan(LOGIN_ACCOUNT_FAILURES_MAX);
      // The owner, from a fresh address, gets in; and again from another: a success locks nothing.
      expect((await signInTo(s, platformId, owner.email, owner.password, '198.51.100.40')).status).toBe(200);
      expect((await signInTo(s, platformId, owner.email, owner.password, '198.51.100.41')).status).toBe(200);
    },
    STORM_TIMEOUT,
  );

  it(
    'does not refuse 200 concurrent correct sign-ins to one account from distinct addresses',
    async () => {
      // The product's cost order of magnitude: the sign-ins are still under way when the others come.
      const server = await startTestServer({ configOverrides: { trustProxy: 1, scryptCost: 1 << 14 } });
      try {
        const event = (await server.createPlatform('CROWD')).id;
        const owner = await server.createUser(event);
        const address = (i: number) => `10.20.${i >> 8}.${i & 255}`;
        let pending = Array.from({ length: 200 }, (_, i) => i);
        const seen: number[] = [];
        // Those the hashing cannot take at once are told to come back (503); none is refused for the account.
        for (let round = 0; pending.length > 0 && round < 20; round++) {
          const now = pending;
          const answers = await burst(server, now.length, (k) =>
            signInTo(server, event, owner.email, owner.password, address(now[k] as number)),
          );
          seen.push(...statuses(answers));
          pending = now.filter((_, k) => answers[k]?.status === 503);
        }
        expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
        expect(seen.filter((status) => status === 200)).toHaveLength(200);
      } finally {
        await server.close();
      }
    },
    STORM_TIMEOUT,
  );
});

describe('Retry-After', () => {
  it(
    'is how long the refusal lasts: accepted at that time, refused a second before',
    async () => {
      const clock = new FixedClock(systemClock.now());
      const server = await startTestServer({ configOverrides: { trustProxy: 1 }, clock });
      try {
        const event = (await server.createPlatform('RETRY')).id;
        const owner = await server.createUser(event);
        const address = '203.0.113.50';
        const signIn = (password: string) => signInTo(server, event, owner.email, password, address);
        for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) expect((await signIn(`wrong ${i}`)).status).toBe(400);
        const first = await signIn('one more');
        expect(first.status).toBe(429);
        expect(Number(first.headers.get('retry-after'))).toBe(LOGIN_BACKOFF_SECONDS);
        // Answered from the node's memory of the lock: the same truth, the time left.
        clock.advance(2000);
        const remembered = await signIn(owner.password);
        expect(remembered.status).toBe(429);
        expect(Number(remembered.headers.get('retry-after'))).toBe(LOGIN_BACKOFF_SECONDS - 2);
        // Past the node's memory, read from the database: still the time left.
        clock.advance((LOGIN_BACKOFF_SECONDS - 3) * 1000);
        const clearlyBefore = await signIn(owner.password);
        expect(clearlyBefore.status).toBe(429);
        expect(Number(clearlyBefore.headers.get('retry-after'))).toBe(1);
        clock.advance(1000);
        expect((await signIn(owner.password)).status).toBe(200);
      } finally {
        await server.close();
      }
    },
    STORM_TIMEOUT,
  );
});

describe('a sign-in storm', () => {
  it(
    'refuses what the hashing cannot take before any database work, and the event loop keeps answering',
    async () => {
      // The product's cost order of magnitude, so that the hashing really is the bottleneck.
      const server = await startTestServer({ configOverrides: { trustProxy: 1, scryptCost: 1 << 14 } });
      try {
        const event = (await server.createPlatform('STORM')).id;
        const owner = await server.createUser(event);
        const address = (i: number) => `10.30.${i >> 8}.${i & 255}`;
        const delay = monitorEventLoopDelay({ resolution: 10 });
        const checks = passwordVerifications();
        // How many sign-ins, their database work done, wait for a hashing thread (sampled all along).
        let mostWaiting = 0;
        const sampler = setInterval(() => {
          mostWaiting = Math.max(mostWaiting, hashingLoad().waiting);
        }, 2);
        const answers = await burst(
          server,
          200,
          (i) => signInTo(server, event, owner.email, owner.password, address(i)),
          () => delay.enable(),
        );
        clearInterval(sampler);
        delay.disable();
        console.info(
          `storm: longest event-loop delay ${(delay.max / 1e6).toFixed(0)} ms, at most ${mostWaiting} waiting for a thread`,
        );
        const refused = answers.flatMap((a, i) => (a.status === 503 ? [address(i)] : []));
        expect(statuses(answers).filter((status) => status !== 200 && status !== 503)).toEqual([]);
        // More than the hashing takes at once came (else this proves nothing).
        expect(refused.length).toBeGreaterThan(0);
        expect(answers.length - refused.length).toBeGreaterThanOrEqual(HASHING_CONCURRENCY);
        expect(Number(answers.find((a) => a.status === 503)?.headers.get('retry-after'))).toBeGreaterThan(0);
        // Only the sign-ins answered were checked...
        expect(passwordVerifications() - checks).toBe(answers.length - refused.length);
        // ...and a refused one left no trace in the throttle's table: it never reached the database.
        const keys = refused.flatMap((a) => [`addr:${a}`, `acct:${event}:${owner.email.toLowerCase()}@${a}`]);
        const rows = await server.ctx.db
          .select({ key: loginFailures.key })
          .from(loginFailures)
          .where(inArray(loginFailures.key, keys));
        expect(rows).toEqual([]);
        // The admitted ones did their database work at the hashing's pace, not all at once: no
        // more than can hash at once ever waited for a thread with theirs done.
        expect(mostWaiting).toBeLessThanOrEqual(HASHING_CONCURRENCY);
        // No stall: the event loop was never blocked for 2 s (a generous bound on a shared machine;
        // without the pacing, PGlite's burst of transactions blocked it 2.4-3.1 s here).
        expect(delay.max / 1e6).toBeLessThan(2000);
      } finally {
        await server.close();
      }
    },
    STORM_TIMEOUT,
  );
});
