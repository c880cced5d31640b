import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { itemLikes, itemRatings, itemViews } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/** A session (presentationId null) or one of its presentations. */
export interface ItemRef {
  platformId: number;
  sessionId: number;
  presentationId: number | null;
}

/** Counts of one item, with the caller's own like and rating. */
export interface ItemCounts {
  views: number;
  likes: number;
  numOfRatings: number;
  /** Sum of the ratings in half steps (the mean is sum / 2 / count). */
  halfStepSum: number;
  liked: boolean;
  myHalfSteps: number | null;
}

type ItemTable = typeof itemLikes | typeof itemRatings | typeof itemViews;

function itemIs(table: ItemTable, item: ItemRef): SQL {
  const presentation =
    item.presentationId === null ? isNull(table.presentationId) : eq(table.presentationId, item.presentationId);
  return and(eq(table.sessionId, item.sessionId), presentation) as SQL;
}

export class EngagementRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Adds the user's like, or removes it when there is one: whether the user likes it after. */
  async toggleLike(item: ItemRef, userId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(itemLikes)
        .values({ ...item, userId })
        .onConflictDoNothing()
        .returning({ id: itemLikes.id });
      if (inserted) return true;
      await tx.delete(itemLikes).where(and(itemIs(itemLikes, item), eq(itemLikes.userId, userId)));
      return false;
    });
  }

  /** Stores the user's rating, replacing an earlier one. */
  async rate(item: ItemRef, userId: number, halfSteps: number): Promise<void> {
    const mine = and(itemIs(itemRatings, item), eq(itemRatings.userId, userId));
    const now = new Date(this.clock.now());
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(itemRatings)
        .set({ halfSteps, updatedAt: now })
        .where(mine)
        .returning({ id: itemRatings.id });
      if (updated.length > 0) return;
      const inserted = await tx
        .insert(itemRatings)
        .values({ ...item, userId, halfSteps, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: itemRatings.id });
      // A concurrent first rating won the insert: this one replaces it.
      if (inserted.length === 0) await tx.update(itemRatings).set({ halfSteps, updatedAt: now }).where(mine);
    });
  }

  /** Records the user's view on this day; nothing when they viewed the item that day already. */
  async view(item: ItemRef, userId: number, day: string): Promise<void> {
    await this.db
      .insert(itemViews)
      .values({ ...item, userId, day })
      .onConflictDoNothing();
  }

  async counts(item: ItemRef, userId: number | null): Promise<ItemCounts> {
    const [all] = await this.countsOf(
      [item.sessionId],
      item.presentationId === null ? 'session' : 'presentation',
      userId,
      item,
    );
    return all?.counts ?? { views: 0, likes: 0, numOfRatings: 0, halfStepSum: 0, liked: false, myHalfSteps: null };
  }

  /**
   * The counts of several sessions' own rows (kind `session`) or of their presentations
   * (kind `presentation`), in three grouped queries over the items' indexes.
   */
  async countsOf(
    sessionIds: number[],
    kind: 'session' | 'presentation',
    userId: number | null,
    only?: ItemRef,
  ): Promise<{ sessionId: number; presentationId: number | null; counts: ItemCounts }[]> {
    if (sessionIds.length === 0) return [];
    const scope = (table: ItemTable): SQL => {
      if (only) return itemIs(table, only);
      const kindIs = kind === 'session' ? isNull(table.presentationId) : sql`${table.presentationId} is not null`;
      return and(inArray(table.sessionId, sessionIds), kindIs) as SQL;
    };
    const mineOr = (table: ItemTable) =>
      userId === null ? sql<number>`0` : sql<number>`count(*) filter (where ${table.userId} = ${userId})`;
    const [likes, ratings, views] = await Promise.all([
      this.db
        .select({
          sessionId: itemLikes.sessionId,
          presentationId: itemLikes.presentationId,
          n: sql<number>`count(*)`.mapWith(Number),
          mine: mineOr(itemLikes).mapWith(Number),
        })
        .from(itemLikes)
        .where(scope(itemLikes))
        .groupBy(itemLikes.sessionId, itemLikes.presentationId),
      this.db
        .select({
          sessionId: itemRatings.sessionId,
          presentationId: itemRatings.presentationId,
          n: sql<number>`count(*)`.mapWith(Number),
          sum: sql<number>`coalesce(sum(${itemRatings.halfSteps}), 0)`.mapWith(Number),
          mine:
            userId === null
              ? sql<number | null>`null`
              : sql<number | null>`max(${itemRatings.halfSteps}) filter (where ${itemRatings.userId} = ${userId})`,
        })
        .from(itemRatings)
        .where(scope(itemRatings))
        .groupBy(itemRatings.sessionId, itemRatings.presentationId),
      this.db
        .select({
          sessionId: itemViews.sessionId,
          presentationId: itemViews.presentationId,
          n: sql<number>`count(*)`.mapWith(Number),
        })
        .from(itemViews)
        .where(scope(itemViews))
        .groupBy(itemViews.sessionId, itemViews.presentationId),
    ]);
    const byItem = new Map<string, { sessionId: number; presentationId: number | null; counts: ItemCounts }>();
    const entry = (sessionId: number, presentationId: number | null) => {
      const key = `${sessionId}:${presentationId ?? 0}`;
      let found = byItem.get(key);
      if (!found) {
        found = {
          sessionId,
          presentationId,
          counts: { views: 0, likes: 0, numOfRatings: 0, halfStepSum: 0, liked: false, myHalfSteps: null },
        };
        byItem.set(key, found);
      }
      return found.counts;
    };
    for (const r of likes) Object.assign(entry(r.sessionId, r.presentationId), { likes: r.n, liked: r.mine > 0 });
    for (const r of ratings) {
      Object.assign(entry(r.sessionId, r.presentationId), {
        numOfRatings: r.n,
        halfStepSum: r.sum,
        myHalfSteps: r.mine === null ? null : Number(r.mine),
      });
    }
    for (const r of views) entry(r.sessionId, r.presentationId).views = r.n;
    return [...byItem.values()];
  }

  /**
   * The user's own likes and ratings of a session and of its presentations, keyed by
   * presentation id (0 for the session's own): two lookups on the user's unique indexes.
   */
  async ownOf(sessionId: number, userId: number): Promise<{ liked: Set<number>; halfSteps: Map<number, number> }> {
    const [likes, ratings] = await Promise.all([
      this.db
        .select({ presentationId: itemLikes.presentationId })
        .from(itemLikes)
        .where(and(eq(itemLikes.userId, userId), eq(itemLikes.sessionId, sessionId))),
      this.db
        .select({ presentationId: itemRatings.presentationId, halfSteps: itemRatings.halfSteps })
        .from(itemRatings)
        .where(and(eq(itemRatings.userId, userId), eq(itemRatings.sessionId, sessionId))),
    ]);
    return {
      liked: new Set(likes.map((r) => r.presentationId ?? 0)),
      halfSteps: new Map(ratings.map((r) => [r.presentationId ?? 0, r.halfSteps])),
    };
  }
}
