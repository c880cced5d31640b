import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bookmarks, presentations, sessions, sponsorDocuments, sponsors, users } from '../../db/schema.ts';

export type BookmarkRow = typeof bookmarks.$inferSelect;
export type NewBookmarkRow = typeof bookmarks.$inferInsert;

export class BookmarksRepository {
  constructor(private readonly db: Db) {}

  list(platformId: number, userId: number): Promise<BookmarkRow[]> {
    return this.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.platformId, platformId), eq(bookmarks.userId, userId)))
      .orderBy(asc(bookmarks.id));
  }

  /** Inserts unless the user has bookmarked the entity already; the id either way. */
  async insertOnce(row: NewBookmarkRow): Promise<{ id: number; created: boolean }> {
    const [inserted] = await this.db
      .insert(bookmarks)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    if (inserted) return { id: inserted.id, created: true };
    const [existing] = await this.db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.userId, row.userId),
          eq(bookmarks.entityType, row.entityType),
          eq(bookmarks.entityId, row.entityId),
        ),
      )
      .limit(1);
    if (!existing) throw new Error('bookmark neither inserted nor found');
    return { id: existing.id, created: false };
  }

  /** Deletes one of the user's bookmarks in this event; false when there is none with that id. */
  async delete(platformId: number, userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId), eq(bookmarks.platformId, platformId)))
      .returning({ id: bookmarks.id });
    return deleted.length > 0;
  }

  async presentation(platformId: number, id: number) {
    const [row] = await this.db
      .select({
        id: presentations.id,
        sessionId: presentations.sessionId,
        title: presentations.title,
        isPoster: presentations.isPoster,
        startsAt: presentations.startsAt,
        endsAt: presentations.endsAt,
        sessionStartsAt: sessions.startsAt,
        sessionEndsAt: sessions.endsAt,
      })
      .from(presentations)
      .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
      .where(and(eq(presentations.id, id), eq(presentations.platformId, platformId)))
      .limit(1);
    return row;
  }

  async sponsor(platformId: number, id: number) {
    const [row] = await this.db
      .select({ id: sponsors.id, title: sponsors.title })
      .from(sponsors)
      .where(and(eq(sponsors.id, id), eq(sponsors.platformId, platformId)))
      .limit(1);
    return row;
  }

  async sponsorDocument(platformId: number, id: number) {
    const [row] = await this.db
      .select({ id: sponsorDocuments.id, title: sponsorDocuments.title, sponsorId: sponsorDocuments.sponsorId })
      .from(sponsorDocuments)
      .where(and(eq(sponsorDocuments.id, id), eq(sponsorDocuments.platformId, platformId)))
      .limit(1);
    return row;
  }

  async user(platformId: number, id: number) {
    const [row] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        disabled: users.disabled,
        accepted: users.accepted,
        isSpeaker: users.isSpeaker,
        email: users.email,
        hideFromDirectory: users.hideFromDirectory,
      })
      .from(users)
      .where(and(eq(users.id, id), eq(users.platformId, platformId)))
      .limit(1);
    return row;
  }
}
