import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversationMessages, conversations } from '../../db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/** The pair in stored order: user1Id < user2Id, so one row per pair. */
export const pairOf = (a: number, b: number) => (a < b ? { user1Id: a, user2Id: b } : { user1Id: b, user2Id: a });

export class ConversationsRepository {
  constructor(private readonly db: Db) {}

  /** The conversation of two users, made if new (two first messages at once still make one). */
  async ensurePair(platformId: number, a: number, b: number, db: Db = this.db): Promise<ConversationRow> {
    const pair = pairOf(a, b);
    const [inserted] = await db
      .insert(conversations)
      .values({ platformId, ...pair })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [row] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.platformId, platformId),
          eq(conversations.user1Id, pair.user1Id),
          eq(conversations.user2Id, pair.user2Id),
        ),
      )
      .limit(1);
    if (!row) throw new Error('conversation vanished');
    return row;
  }

  /** Whether `senderId` has sent `recipientId` a private message in this event (their conversation's index). */
  async hasWritten(platformId: number, senderId: number, recipientId: number): Promise<boolean> {
    const pair = pairOf(senderId, recipientId);
    const [row] = await this.db
      .select({ id: conversationMessages.id })
      .from(conversations)
      .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
      .where(
        and(
          eq(conversations.platformId, platformId),
          eq(conversations.user1Id, pair.user1Id),
          eq(conversations.user2Id, pair.user2Id),
          eq(conversationMessages.senderId, senderId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** A conversation the user takes part in; undefined for anyone else's. */
  async findForUser(platformId: number, id: number, userId: number): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.platformId, platformId),
          or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)),
        ),
      )
      .limit(1);
    return row;
  }

  /** The user's conversations, latest activity first, with the latest message and their unread count. */
  async listForUser(platformId: number, userId: number, limit = 200) {
    const myRead = sql`CASE WHEN ${conversations.user1Id} = ${userId} THEN ${conversations.user1ReadId} ELSE ${conversations.user2ReadId} END`;
    return this.db
      .select({
        conversation: conversations,
        latestMessage: conversationMessages.message,
        latestAt: conversationMessages.createdAt,
        unread: sql<number>`(SELECT count(*)::int FROM conversation_messages x WHERE x.conversation_id = ${conversations.id} AND x.sender_id <> ${userId} AND x.id > ${myRead})`,
      })
      .from(conversations)
      .leftJoin(conversationMessages, eq(conversationMessages.id, conversations.lastMessageId))
      .where(
        and(
          eq(conversations.platformId, platformId),
          or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)),
        ),
      )
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(limit);
  }

  async unreadCount(conversation: ConversationRow, userId: number): Promise<number> {
    const readId = conversation.user1Id === userId ? conversation.user1ReadId : conversation.user2ReadId;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversation.id),
          sql`${conversationMessages.senderId} <> ${userId}`,
          sql`${conversationMessages.id} > ${readId}`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The newest `limit` messages (before `beforeId`), oldest first. */
  async messages(conversationId: number, q: { beforeId?: number; limit: number }) {
    const rows = await this.db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          q.beforeId ? lt(conversationMessages.id, q.beforeId) : undefined,
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(q.limit + 1);
    return { rows: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
  }

  /** Writes a message in the pair's conversation; the sender has read up to it. */
  async insertMessage(platformId: number, senderId: number, recipientId: number, message: string) {
    return this.db.transaction(async (tx) => {
      const conversation = await this.ensurePair(platformId, senderId, recipientId, tx as unknown as Db);
      const [row] = await tx
        .insert(conversationMessages)
        .values({ conversationId: conversation.id, senderId, recipientId, message })
        .returning();
      if (!row) throw new Error('insert failed');
      const senderRead = conversation.user1Id === senderId ? { user1ReadId: row.id } : { user2ReadId: row.id };
      // Stamped by the database, as the message's own time is (the list's order follows both).
      await tx
        .update(conversations)
        .set({ lastMessageId: row.id, updatedAt: sql`now()`, ...senderRead })
        .where(eq(conversations.id, conversation.id));
      return row;
    });
  }

  /** Everything in the conversation up to its latest message is read by the user. */
  async markRead(conversation: ConversationRow, userId: number) {
    const latest = sql`coalesce(${conversations.lastMessageId}, 0)`;
    await this.db
      .update(conversations)
      .set(conversation.user1Id === userId ? { user1ReadId: latest } : { user2ReadId: latest })
      .where(eq(conversations.id, conversation.id));
  }
}
