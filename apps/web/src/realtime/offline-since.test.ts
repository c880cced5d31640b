import { describe, expect, it } from 'vitest';
import { OfflineSince } from './offline-since.ts';

describe('how long the connection has been missing', () => {
  it('counts from the loss, whatever the reconnect attempts in between', () => {
    const offline = new OfflineSince(0);
    offline.note('connected', 1_000);
    expect(offline.forMs(2_000)).toBeNull();
    offline.note('disconnected', 10_000);
    // Each attempt goes connecting → disconnected again: the loss stays at 10 s.
    for (let t = 13_000; t < 40_000; t += 3_000) {
      offline.note('connecting', t);
      offline.note('disconnected', t + 500);
    }
    expect(offline.forMs(40_000)).toBe(30_000);
    offline.note('connected', 41_000);
    expect(offline.forMs(42_000)).toBeNull();
  });

  it('counts from the start when the first attempts fail', () => {
    const offline = new OfflineSince(5_000);
    offline.note('connecting', 6_000);
    offline.note('disconnected', 7_000);
    expect(offline.forMs(35_000)).toBe(30_000);
  });
});
