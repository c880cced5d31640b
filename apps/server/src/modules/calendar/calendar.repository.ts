import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calendarFeeds, users } from '../../db/schema.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export class CalendarFeedRepository {
  constructor(private readonly db: Db) {}

  async forUser(platformId: number, userId: number): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.platformId, platformId), eq(calendarFeeds.userId, userId)))
      .limit(1);
    return row;
  }

  /** Creates the user's feed unless one exists (two tabs asking at once get the same). */
  async createOnce(platformId: number, userId: number, token: string): Promise<CalendarFeedRow> {
    await this.db.insert(calendarFeeds).values({ platformId, userId, token }).onConflictDoNothing();
    const row = await this.forUser(platformId, userId);
    if (!row) throw new Error('calendar feed neither inserted nor found');
    return row;
  }

  async deleteForUser(platformId: number, userId: number): Promise<void> {
    await this.db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.platformId, platformId), eq(calendarFeeds.userId, userId)));
  }

  /** The feed of a token, if its account still exists and is enabled. */
  async byToken(token: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db
      .select({ feed: calendarFeeds })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.token, token), eq(users.disabled, false)))
      .limit(1);
    return row?.feed;
  }
}
