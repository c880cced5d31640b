import type { TGroupType } from '@atrium/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chatMessages } from '../../db/schema.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

export class ChatRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewChatMessage): Promise<ChatMessageRow> {
    const [row] = await this.db.insert(chatMessages).values(values).returning();
    if (!row) throw new Error('insert failed');
    return row;
  }

  private group(platformId: number, groupType: TGroupType, groupId: number) {
    return and(
      eq(chatMessages.platformId, platformId),
      eq(chatMessages.groupType, groupType),
      eq(chatMessages.groupId, groupId),
    );
  }

  async lastId(platformId: number, groupType: TGroupType, groupId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: max(chatMessages.id) })
      .from(chatMessages)
      .where(this.group(platformId, groupType, groupId));
    return Number(row?.id ?? 0);
  }

  /** Visible messages, oldest first: page N of the newest, or the ones after `afterId`. */
  async page(
    platformId: number,
    groupType: TGroupType,
    groupId: number,
    q: { page: number; limit: number; afterId?: number },
  ): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
    const visible = and(this.group(platformId, groupType, groupId), isNull(chatMessages.removedAt));
    if (q.afterId !== undefined) {
      const rows = await this.db
        .select()
        .from(chatMessages)
        .where(and(visible, gt(chatMessages.id, q.afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(q.limit + 1);
      return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
    }
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(visible)
      .orderBy(desc(chatMessages.id))
      .offset((q.page - 1) * q.limit)
      .limit(q.limit + 1);
    return { rows: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
  }

  /** A visible message of the group, by id. */
  async find(platformId: number, groupType: TGroupType, groupId: number, id: number): Promise<ChatMessageRow | null> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(this.group(platformId, groupType, groupId), eq(chatMessages.id, id), isNull(chatMessages.removedAt)))
      .limit(1);
    return row ?? null;
  }

  /** Marks a visible message of the group removed; false if there is none. */
  async markRemoved(platformId: number, groupType: TGroupType, groupId: number, id: number, by: number) {
    const rows = await this.db
      .update(chatMessages)
      .set({ removedAt: sql`now()`, removedBy: by })
      .where(and(this.group(platformId, groupType, groupId), eq(chatMessages.id, id), isNull(chatMessages.removedAt)))
      .returning({ id: chatMessages.id });
    return rows.length > 0;
  }

  async deleteGroup(platformId: number, groupType: TGroupType, groupId: number) {
    await this.db.delete(chatMessages).where(this.group(platformId, groupType, groupId));
  }

  /** The time of the latest message not removed, per room of one group type. */
  async lastMessages(platformId: number, groupType: string, roomIds: number[]): Promise<Map<number, Date>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.db
      .select({ groupId: chatMessages.groupId, at: max(chatMessages.createdAt) })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.platformId, platformId),
          eq(chatMessages.groupType, groupType),
          inArray(chatMessages.groupId, roomIds),
          isNull(chatMessages.removedAt),
        ),
      )
      .groupBy(chatMessages.groupId);
    return new Map(rows.flatMap((r) => (r.at ? [[r.groupId, new Date(r.at)] as const] : [])));
  }
}
