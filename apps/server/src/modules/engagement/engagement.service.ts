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

/** How long the counts of a session's page are shared by every caller, in milliseconds. */
export const PAGE_FIGURES_TTL_MS = 1_000;
/** Sessions whose shared counts are kept at most (the oldest go first). */
const PAGE_FIGURES_MAX = 2_000;

/** The counts of a session and of its presentations (key: presentation id, 0 for the session's own). */
type PageCounts = Map<number, ItemCounts>;

const NO_COUNTS: ItemCounts = { views: 0, likes: 0, numOfRatings: 0, halfStepSum: 0, liked: false, myHalfSteps: null };

/**
 * Likes, ratings and views (spec 2 §3, §4, §7) of sessions and presentations of the caller's
 * event: an item of another event, or a presentation of another session, is not found.
 */
export class EngagementService {
  readonly repo: EngagementRepository;
  /**
   * A session page's counts, shared by every caller for a second (a join storm asks for the same
   * counts thousands of times; each ask groups every like, rating and view of the session): the
   * caller's own like and rating are read per request. A like, rating or view on this node drops
   * the session's entry, so its author sees the change at once.
   */
  private readonly pageCounts = new Map<number, { at: number; counts: Promise<PageCounts> }>();

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
    private readonly clock: Clock,
  ) {
    this.repo = new EngagementRepository(db, clock);
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
    this.pageCounts.delete(sessionId);
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
    this.pageCounts.delete(sessionId);
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
      this.pageCounts.delete(sessionId);
    }
    const counts = await this.repo.counts(item, userId);
    return { views: counts.views };
  }

  /** The shared counts of a session's page (see pageCounts). */
  private countsOfPage(sessionId: number): Promise<PageCounts> {
    const now = this.clock.now();
    const kept = this.pageCounts.get(sessionId);
    if (kept && now - kept.at < PAGE_FIGURES_TTL_MS) return kept.counts;
    const counts = Promise.all([
      this.repo.countsOf([sessionId], 'session', null),
      this.repo.countsOf([sessionId], 'presentation', null),
    ]).then(
      ([own, presentations]) => new Map([...own, ...presentations].map((r) => [r.presentationId ?? 0, r.counts])),
    );
    // A failed read is not kept: the next caller asks again.
    counts.catch(() => this.pageCounts.delete(sessionId));
    this.pageCounts.delete(sessionId);
    this.pageCounts.set(sessionId, { at: now, counts });
    if (this.pageCounts.size > PAGE_FIGURES_MAX) {
      const oldest = this.pageCounts.keys().next().value;
      if (oldest !== undefined) this.pageCounts.delete(oldest);
    }
    return counts;
  }

  /**
   * The figures of a session's page: the session's own and its presentations' (by id), from
   * the shared counts (at most a second old) and the caller's own like and rating.
   */
  async ofPage(
    sessionId: number,
    userId: number | null,
  ): Promise<{ session: TEngagement; presentations: Map<number, TEngagement> }> {
    const [counts, own] = await Promise.all([
      this.countsOfPage(sessionId),
      userId === null ? null : this.repo.ownOf(sessionId, userId),
    ]);
    const figures = (key: number) =>
      engagementOf({
        ...(counts.get(key) ?? NO_COUNTS),
        liked: own?.liked.has(key) ?? false,
        myHalfSteps: own?.halfSteps.get(key) ?? null,
      });
    const presentations = new Map<number, TEngagement>();
    for (const key of counts.keys()) if (key !== 0) presentations.set(key, figures(key));
    return { session: figures(0), presentations };
  }
}
