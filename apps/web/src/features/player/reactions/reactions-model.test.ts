import { REACTION_RATE_BURST, REACTION_RATE_PER_SECOND } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  FLOATS_PER_FRAME,
  MAX_FLOATS,
  planFloats,
  RECENT_WINDOW_MS,
  ReactionBucket,
  recentCounts,
} from './reactions-model.ts';

const counter = () => {
  let n = 0;
  return () => ++n;
};

describe('planFloats', () => {
  it('floats one per reaction while there is room, each kind as sent', () => {
    const floats = planFloats({ heart: 2, fire: 1 }, 0, counter(), () => 0.5);
    expect(floats.map((f) => f.kind).sort()).toEqual(['fire', 'heart', 'heart']);
    expect(new Set(floats.map((f) => f.id)).size).toBe(3);
    for (const f of floats) expect(f.x).toBeGreaterThanOrEqual(8);
  });

  it('shares a crowd’s frame among its kinds within the per-frame and on-screen caps', () => {
    const floats = planFloats({ applause: 900, laugh: 90, wow: 10 }, 0, counter());
    expect(floats).toHaveLength(FLOATS_PER_FRAME);
    const kinds = floats.map((f) => f.kind);
    expect(kinds.filter((k) => k === 'applause').length).toBeGreaterThan(kinds.filter((k) => k === 'laugh').length);
    expect(kinds).toContain('wow');
    expect(planFloats({ applause: 900 }, MAX_FLOATS - 3, counter())).toHaveLength(3);
    expect(planFloats({ applause: 900 }, MAX_FLOATS, counter())).toEqual([]);
    expect(planFloats({}, 0, counter())).toEqual([]);
  });
});

describe('recentCounts', () => {
  it('sums the frames of the last window per kind', () => {
    const frames = [
      { at: 0, counts: { heart: 5 } },
      { at: 5000, counts: { heart: 1, wow: 2 } },
      { at: 9000, counts: { wow: 1 } },
    ];
    expect(recentCounts(frames, 9000)).toEqual({ heart: 6, wow: 3 });
    expect(recentCounts(frames, RECENT_WINDOW_MS + 4000)).toEqual({ heart: 1, wow: 3 });
  });
});

describe('ReactionBucket', () => {
  it('lets a burst through, then the refill rate', () => {
    const bucket = new ReactionBucket(0);
    const first = Array.from({ length: REACTION_RATE_BURST + 2 }, () => bucket.take(0));
    expect(first.filter(Boolean)).toHaveLength(REACTION_RATE_BURST);
    expect(bucket.take(1000 / REACTION_RATE_PER_SECOND)).toBe(true);
    expect(bucket.take(1000 / REACTION_RATE_PER_SECOND)).toBe(false);
  });
});
