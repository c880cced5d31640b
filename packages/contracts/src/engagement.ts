import { z } from 'zod';
import { ZId } from './common.ts';
import { RATING_MAX, RATING_MIN, RATING_STEP } from './limits.ts';
import { ZSessionParams } from './programme.ts';

/**
 * Likes, ratings and views of sessions and presentations (spec 2 §3 "Like", "Rating
 * response", §4 "Rating", "Like", §7). One like and one rating per signed-in user and item;
 * a view is counted once per signed-in user, item and day in the event's time zone.
 */

export const ZPresentationParams = ZSessionParams.extend({ presId: ZId });

/** A rating in half steps from RATING_MIN to RATING_MAX ("4.5"); anything else is refused. */
export const ZRatingValue = z.coerce
  .number({ message: `a number from ${RATING_MIN} to ${RATING_MAX} in steps of ${RATING_STEP}` })
  .refine(
    (v) => Number.isFinite(v) && v >= RATING_MIN && v <= RATING_MAX && Number.isInteger(v / RATING_STEP),
    `a number from ${RATING_MIN} to ${RATING_MAX} in steps of ${RATING_STEP}`,
  );

export const ZRateSessionParams = ZSessionParams.extend({ value: ZRatingValue });
export const ZRatePresentationParams = ZPresentationParams.extend({ value: ZRatingValue });

/** spec 2 §3 "Like": the caller's like after the toggle; presentationId null for a session. */
export const ZLikeAnswer = z.object({
  liked: z.boolean(),
  sessionId: z.number().int(),
  presentationId: z.number().int().nullable(),
  userId: z.number().int(),
  /** Likes of the item after the toggle. */
  likes: z.number().int(),
});
export type TLikeAnswer = z.infer<typeof ZLikeAnswer>;

/** spec 2 §3 "Rating response": the number of ratings and their mean (null without ratings). */
export const ZRatingAnswer = z.object({
  rates: z.number().int(),
  rating: z.number().nullable(),
  /** The caller's own rating after this call. */
  myRating: z.number(),
});
export type TRatingAnswer = z.infer<typeof ZRatingAnswer>;

/** POST .../view: the item's view count after this call. */
export const ZViewAnswer = z.object({ views: z.number().int() });
export type TViewAnswer = z.infer<typeof ZViewAnswer>;

/** The engagement figures of one item, and the caller's own like and rating. */
export const ZEngagement = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  /** Mean of the ratings, null without any. */
  rating: z.number().nullable(),
  numOfRatings: z.number().int(),
  /** The caller's like and rating; false and null for visitors. */
  liked: z.boolean(),
  myRating: z.number().nullable(),
});
export type TEngagement = z.infer<typeof ZEngagement>;
