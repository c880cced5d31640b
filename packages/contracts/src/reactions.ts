/**
 * Reactions on the stage (docs/ARCHITECTURE.md, "Reactions on the stage"): their kinds and limits. Apart from the
 * other limits so that only the player's code, which alone uses them, carries them to the browser.
 */

/**
 * The reactions attendees send while a session is live, in the order the reaction bar shows them
 * (the web draws each as an emoji and names it for screen readers in every language).
 */
export const REACTION_KINDS = ['applause', 'heart', 'laugh', 'wow', 'thumbsUp', 'fire'] as const;
/** Reactions per user on one node: a token bucket of 8 refilled at 4 per second (a burst of taps, then 4 a second). */
export const REACTION_RATE_BURST = 8;
export const REACTION_RATE_PER_SECOND = 4;
/** A session's reactions are counted and sent at most once per this interval (4 frames a second). */
export const REACTION_FLUSH_MS = 250;
