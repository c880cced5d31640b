import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bookmarks,
  pushSubscriptions,
  reminderPreferences,
  remindersSent,
  sessions,
  users,
  vapidKeys,
} from '../../db/schema.ts';

export type PreferencesRow = typeof reminderPreferences.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A bookmarked session entering its person's reminder window. */
export interface DueReminder {
  userId: number;
  platformId: number;
  email: string | null;
  firstName: string;
  push: boolean;
  byEmail: boolean;
  minutes: number;
  locale: string;
  sessionId: number;
  title: string;
  startsAt: Date;
}

export class RemindersRepository {
  constructor(private readonly db: Db) {}

  async vapidKeys(): Promise<{ publicKey: string; privateKey: string } | undefined> {
    const [row] = await this.db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
    return row;
  }

  /** Two nodes starting at once: the first insert wins, both then read the same row. */
  async insertVapidKeys(keys: { publicKey: string; privateKey: string }): Promise<void> {
    await this.db
      .insert(vapidKeys)
      .values({ id: 1, ...keys })
      .onConflictDoNothing();
  }

  async preferences(userId: number): Promise<PreferencesRow | undefined> {
    const [row] = await this.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    return row;
  }

  async savePreferences(row: typeof reminderPreferences.$inferInsert): Promise<void> {
    const { userId: _userId, platformId: _platformId, ...changes } = row;
    await this.db
      .insert(reminderPreferences)
      .values(row)
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: changes });
  }

  /** An endpoint moves to the person who subscribed last (a browser shared by two accounts). */
  async saveSubscription(row: typeof pushSubscriptions.$inferInsert): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { platformId: row.platformId, userId: row.userId, p256dh: row.p256dh, auth: row.auth },
      });
  }

  async deleteSubscription(userId: number, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The push service said the subscription is gone (404, 410). */
  async deleteSubscriptionById(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  subscriptionsOf(userIds: number[]): Promise<SubscriptionRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  }

  /**
   * Bookmarked sessions starting after `now` and within each person's minutes, shown in the
   * programme, for people who asked for a reminder, not yet claimed at the session's current start.
   */
  due(now: Date, maxMinutes: number): Promise<DueReminder[]> {
    const horizon = new Date(now.getTime() + maxMinutes * 60_000);
    return this.db
      .select({
        userId: users.id,
        platformId: sessions.platformId,
        email: users.email,
        firstName: users.firstName,
        push: reminderPreferences.push,
        byEmail: reminderPreferences.email,
        minutes: reminderPreferences.minutes,
        locale: reminderPreferences.locale,
        sessionId: sessions.id,
        title: sessions.title,
        startsAt: sessions.startsAt,
      })
      .from(bookmarks)
      .innerJoin(reminderPreferences, eq(reminderPreferences.userId, bookmarks.userId))
      .innerJoin(users, eq(users.id, bookmarks.userId))
      .innerJoin(sessions, and(eq(sessions.id, bookmarks.entityId), eq(sessions.platformId, bookmarks.platformId)))
      .where(
        and(
          eq(bookmarks.entityType, 'SESSION'),
          or(eq(reminderPreferences.push, true), eq(reminderPreferences.email, true)),
          eq(users.disabled, false),
          eq(sessions.hideInProgramme, false),
          gt(sessions.startsAt, now),
          lte(sessions.startsAt, horizon),
          sql`${sessions.startsAt} <= ${now.toISOString()}::timestamptz + make_interval(mins => ${reminderPreferences.minutes})`,
          sql`not exists (select 1 from ${remindersSent} where ${remindersSent.userId} = ${users.id} and ${remindersSent.sessionId} = ${sessions.id} and ${remindersSent.startsAt} = ${sessions.startsAt})`,
        ),
      )
      .limit(500);
  }

  /** Claims one reminder: true for the one caller (of any node) whose insert made the row. */
  async claim(userId: number, sessionId: number, startsAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(remindersSent)
      .values({ userId, sessionId, startsAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    return rows.length > 0;
  }
}
