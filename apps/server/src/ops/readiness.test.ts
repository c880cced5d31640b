import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/hub-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { READINESS_INTERVAL_MS } from './readiness.ts';

/**
 * /readyz answers from the latest round of background checks: many calls at once share one
 * round, the rounds come at most once a second, draining shows at once, and a closed node's
 * checks stop.
 */
let s: TestServer;
let rounds = 0;

beforeAll(async () => {
  s = await startTestServer();
  s.ctx.readiness.onChecked = () => {
    rounds++;
  };
});
afterAll(() => s.close());

describe('readiness', () => {
  it('answers 500 calls at once without a round of checks per call', async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 500 }, () => s.http('GET', '/readyz')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(answers[0]?.body).toEqual({
      ready: true,
      draining: false,
      checks: { database: 'ok', redis: 'absent', storage: 'ok' },
    });
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
    // The first call waited for the first round; the others took its answer or a later one's,
    // one round a second however long the 500 take on a busy machine.
    const seconds = (performance.now() - started) / 1000;
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it('runs the checks again in the background, at most once a second', async () => {
    const before = rounds;
    const started = performance.now();
    await eventually(() => expect(rounds).toBeGreaterThanOrEqual(before + 3), 15_000, 50);
    const elapsed = performance.now() - started;
    // Three rounds after the one under way take at least two intervals.
    expect(elapsed).toBeGreaterThanOrEqual(2 * READINESS_INTERVAL_MS - 50);
  });

  it('says 503 at once while the node drains', async () => {
    s.ctx.lifecycle.draining = true;
    try {
      const answer = await s.http('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ ready: false, draining: true });
    } finally {
      s.ctx.lifecycle.draining = false;
    }
    expect((await s.http('GET', '/readyz')).status).toBe(200);
  });
});
