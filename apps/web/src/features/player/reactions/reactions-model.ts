import {
  REACTION_KINDS,
  REACTION_RATE_BURST,
  REACTION_RATE_PER_SECOND,
  type TReactionCounts,
  type TReactionKind,
} from '@atrium/contracts';

/** What each reaction looks like on its button and as it floats (its name comes from the translations). */
export const REACTION_EMOJI: Record<TReactionKind, string> = {
  applause: '👏',
  heart: '❤️',
  laugh: '😂',
  wow: '😮',
  thumbsUp: '👍',
  fire: '🔥',
};

/** At most this many emoji float at once, whatever the crowd sends: the page's work stays bounded. */
export const MAX_FLOATS = 24;
/** At most this many new ones per frame of counts (4 a second). */
export const FLOATS_PER_FRAME = 8;
/** How long one emoji floats (the CSS animation's duration). */
export const FLOAT_MS = 2200;
/** With reduced motion the counts of this last stretch are shown instead of floating emoji. */
export const RECENT_WINDOW_MS = 10_000;

export type TFloat = { id: number; kind: TReactionKind; x: number; drift: number; delay: number };

/**
 * The emoji to float for one frame of counts: as many as there is room for (MAX_FLOATS less those
 * in the air, at most FLOATS_PER_FRAME), shared among the kinds in proportion to their counts,
 * each kind sent at least one while there is room; spread across the width and over the frame.
 */
export function planFloats(
  counts: TReactionCounts['counts'],
  inTheAir: number,
  nextId: () => number,
  random: () => number = Math.random,
): TFloat[] {
  const room = Math.max(0, Math.min(FLOATS_PER_FRAME, MAX_FLOATS - inTheAir));
  const sent = REACTION_KINDS.map((kind) => ({ kind, n: counts[kind] ?? 0 })).filter((k) => k.n > 0);
  const total = sent.reduce((sum, k) => sum + k.n, 0);
  if (room === 0 || total === 0) return [];
  const take = Math.min(room, total);
  // Most sent first; each kind one while there is room, then the rest in proportion to the counts.
  sent.sort((x, y) => y.n - x.n);
  const shares = sent.map(() => 0);
  let left = take;
  for (let i = 0; i < sent.length && left > 0; i++, left--) shares[i] = 1;
  const spare = left;
  sent.forEach((k, i) => {
    const more = Math.min(left, k.n - (shares[i] as number), Math.floor((k.n / total) * spare));
    shares[i] = (shares[i] as number) + more;
    left -= more;
  });
  for (let i = 0; left > 0 && i < sent.length; i++) {
    const more = Math.min(left, (sent[i] as { n: number }).n - (shares[i] as number));
    shares[i] = (shares[i] as number) + more;
    left -= more;
  }
  const floats: TFloat[] = [];
  sent.forEach(({ kind }, i) => {
    for (let j = 0; j < (shares[i] as number); j++) {
      floats.push({
        id: nextId(),
        kind,
        x: 8 + random() * 84,
        drift: (random() - 0.5) * 40,
        delay: Math.round(random() * 240),
      });
    }
  });
  return floats;
}

/** The counts of the frames received in the last RECENT_WINDOW_MS, per kind. */
export function recentCounts(
  frames: readonly { at: number; counts: TReactionCounts['counts'] }[],
  now: number,
): Partial<Record<TReactionKind, number>> {
  const sums: Partial<Record<TReactionKind, number>> = {};
  for (const frame of frames) {
    if (now - frame.at > RECENT_WINDOW_MS) continue;
    for (const kind of REACTION_KINDS) {
      const n = frame.counts[kind];
      if (n) sums[kind] = (sums[kind] ?? 0) + n;
    }
  }
  return sums;
}

/**
 * The server's per-person bucket, kept on the page too: a click beyond it is not sent (the server
 * would refuse it anyway), so a held key or a frantic mouse costs the hub nothing.
 */
export class ReactionBucket {
  private tokens = REACTION_RATE_BURST;
  private at: number;

  constructor(now: number) {
    this.at = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(REACTION_RATE_BURST, this.tokens + ((now - this.at) * REACTION_RATE_PER_SECOND) / 1000);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
