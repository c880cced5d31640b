/**
 * spec 2 §2.2: the on-demand home heads each room's row with "the room name without its first 3
 * characters". That rule assumes names that start with an ordering number (`01 Main hall`), so
 * only such a prefix is dropped: digits, then a space, dot, dash or underscore. A name without one
 * ("Grand Amphitheatre") is shown whole rather than losing its first letters.
 */
const ORDERING_PREFIX = /^\d{1,3}[\s._-]+(?=\S)/;

export function roomHeading(name: string): string {
  return name.replace(ORDERING_PREFIX, '');
}
