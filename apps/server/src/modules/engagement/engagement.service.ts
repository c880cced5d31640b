import { RATING_STEP, type TEngagement, type TLikeAnswer, type TRatingAnswer } from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { dateIn } from '../../lib/zoned-time.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import { EngagementRepository, type ItemCounts, type ItemRef } from './engagement.repository.ts';

/** Mean rating from stored half steps, rounded to two decimals (the web shows one). */
function meanOf(counts: ItemCounts): number | null {
  if (counts.numOfRatings === 0) return null;
  return Math.round((counts.halfStepSum * RATING_STEP * 100) / counts.numOfRatings) / 100;
}

export function engagementOf(counts: ItemCounts): TEngagement {
  return {
    views: counts.views,
    likes: counts.likes,
    rating: meanOf(counts),
    numOfRatings: counts.numOfRatings,
    liked: counts.liked,
    myRating: counts.myHalfSteps === null ? null : counts.myHalfSteps * RATING_STEP,
  };
}

/**
 * Likes, ratings and views (spec 2 §3, §4, §7) of sessions and presentations of the caller's
 * event: an item of another event, or a presentation of another session, is not found.
 */
export class EngagementService {
  readonly repo: EngagementRepository;

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
    private readonly clock: Clock,
  ) {
    this.repo = new EngagementRepository(db);
  }

  /** The item in this event (404 otherwise). */
  private async item(platform: PlatformRecord, sessionId: number, presentationId: number | null): Promise<ItemRef> {
    const session = await this.programme.session(platform, sessionId);
    if (presentationId !== null && !session.presentations.some((p) => p.id === presentationId)) {
      throw notFound('Presentation not found');
    }
    return { platformId: platform.id, sessionId, presentationId };
  }

  async like(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    presentationId: number | null,
  ): Promise<TLikeAnswer> {
    const item = await this.item(platform, sessionId, presentationId);
    const liked = await this.repo.toggleLike(item, userId);
    const counts = await this.repo.counts(item, userId);
    return { liked, sessionId, presentationId, userId, likes: counts.likes };
  }

  async rate(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    presentationId: number | null,
    value: number,
  ): Promise<TRatingAnswer> {
    const item = await this.item(platform, sessionId, presentationId);
    await this.repo.rate(item, userId, Math.round(value / RATING_STEP));
    const counts = await this.repo.counts(item, userId);
    return { rates: counts.numOfRatings, rating: meanOf(counts), myRating: value };
  }

  /** Counts a signed-in user's view once a day (in the event's time zone); visitors only read the count. */
  async view(
    platform: PlatformRecord,
    userId: number | null,
    sessionId: number,
    presentationId: number | null,
  ): Promise<{ views: number }> {
    const item = await this.item(platform, sessionId, presentationId);
    if (userId !== null) {
      await this.repo.view(item, userId, dateIn(this.clock.now(), ProgrammeService.timeZoneOf(platform)));
    }
    const counts = await this.repo.counts(item, userId);
    return { views: counts.views };
  }

  /** The figures of one item for its page (the caller's own like and rating when signed in). */
  async of(platform: PlatformRecord, userId: number | null, sessionId: number, presentationId: number | null) {
    return engagementOf(await this.repo.counts({ platformId: platform.id, sessionId, presentationId }, userId));
  }

  /** The figures of several sessions' presentations, by presentation id. */
  async presentationsOf(sessionIds: number[], userId: number | null): Promise<Map<number, TEngagement>> {
    const rows = await this.repo.countsOf(sessionIds, 'presentation', userId);
    return new Map(rows.map((r) => [r.presentationId as number, engagementOf(r.counts)]));
  }
}
