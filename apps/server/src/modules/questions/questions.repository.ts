import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { questions, questionVotes, sessionQuestionSettings } from '../../db/schema.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/** Which questions a list holds: every one (moderators), those not hidden, or the approved ones. */
export type Visibility = 'all' | 'notHidden' | 'approved';

/** The newest questions a list returns; older ones are past any session's useful length. */
export const QUESTION_LIST_MAX = 500;

export interface QuestionWithExtras {
  row: QuestionRow;
  replies: QuestionRow[];
  votes: number;
  voted: boolean;
}

function visible(visibility: Visibility): SQL | undefined {
  if (visibility === 'all') return undefined;
  if (visibility === 'notHidden') return eq(questions.isHidden, false);
  return and(eq(questions.isHidden, false), eq(questions.isApproved, true));
}

export class QuestionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewQuestionRow): Promise<QuestionRow> {
    const [inserted] = await this.db.insert(questions).values(row).returning();
    if (!inserted) throw new Error('question not inserted');
    return inserted;
  }

  /** A question (not a reply) of this session. */
  async find(platformId: number, sessionId: number, id: number): Promise<QuestionRow | null> {
    const [row] = await this.db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.id, id),
          eq(questions.platformId, platformId),
          eq(questions.sessionId, sessionId),
          isNull(questions.parentId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Newest first; a presentation's questions, or every question of the session. */
  async list(
    sessionId: number,
    presentationId: number | undefined,
    visibility: Visibility,
    viewerId: number,
  ): Promise<QuestionWithExtras[]> {
    const rows = await this.db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.sessionId, sessionId),
          isNull(questions.parentId),
          presentationId === undefined ? undefined : eq(questions.presentationId, presentationId),
          visible(visibility),
        ),
      )
      .orderBy(desc(questions.id))
      .limit(QUESTION_LIST_MAX);
    return this.withExtras(rows, viewerId);
  }

  /** Replies (oldest first) and votes of these questions. */
  async withExtras(rows: QuestionRow[], viewerId: number | null): Promise<QuestionWithExtras[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [replies, votes] = await Promise.all([
      this.db.select().from(questions).where(inArray(questions.parentId, ids)).orderBy(questions.id),
      this.db
        .select({
          questionId: questionVotes.questionId,
          votes: sql<number>`count(*)`.mapWith(Number),
          mine:
            viewerId === null
              ? sql<number>`0`.mapWith(Number)
              : sql<number>`count(*) filter (where ${questionVotes.userId} = ${viewerId})`.mapWith(Number),
        })
        .from(questionVotes)
        .where(inArray(questionVotes.questionId, ids))
        .groupBy(questionVotes.questionId),
    ]);
    const repliesOf = new Map<number, QuestionRow[]>();
    for (const reply of replies) {
      const list = repliesOf.get(reply.parentId as number) ?? [];
      list.push(reply);
      repliesOf.set(reply.parentId as number, list);
    }
    const votesOf = new Map(votes.map((v) => [v.questionId, v]));
    return rows.map((row) => ({
      row,
      replies: repliesOf.get(row.id) ?? [],
      votes: votesOf.get(row.id)?.votes ?? 0,
      voted: (votesOf.get(row.id)?.mine ?? 0) > 0,
    }));
  }

  async update(id: number, changes: Partial<Pick<QuestionRow, 'isApproved' | 'isHidden' | 'userPhotoUri'>>) {
    const [row] = await this.db.update(questions).set(changes).where(eq(questions.id, id)).returning();
    if (!row) throw new Error('question vanished');
    return row;
  }

  /** Writes a reply and approves (and shows again) its question, at once. */
  async reply(parent: QuestionRow, reply: NewQuestionRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(questions).values(reply);
      await tx.update(questions).set({ isApproved: true, isHidden: false }).where(eq(questions.id, parent.id));
    });
  }

  /** Approve every unapproved (not hidden) question, or hide every one not hidden: the rows changed. */
  async changeAll(sessionId: number, change: 'approve' | 'hide'): Promise<QuestionRow[]> {
    const base = and(eq(questions.sessionId, sessionId), isNull(questions.parentId), eq(questions.isHidden, false));
    return change === 'approve'
      ? this.db
          .update(questions)
          .set({ isApproved: true })
          .where(and(base, eq(questions.isApproved, false)))
          .returning()
      : this.db.update(questions).set({ isHidden: true, isApproved: false }).where(base).returning();
  }

  async autoApprove(sessionId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ autoApprove: sessionQuestionSettings.autoApprove })
      .from(sessionQuestionSettings)
      .where(eq(sessionQuestionSettings.sessionId, sessionId));
    return row?.autoApprove ?? false;
  }

  async setAutoApprove(sessionId: number, autoApprove: boolean): Promise<void> {
    await this.db
      .insert(sessionQuestionSettings)
      .values({ sessionId, autoApprove })
      .onConflictDoUpdate({ target: sessionQuestionSettings.sessionId, set: { autoApprove } });
  }

  /** Adds the user's vote, or takes it back: whether they vote after, and the count. */
  async toggleVote(questionId: number, userId: number): Promise<{ voted: boolean; votes: number }> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(questionVotes)
        .values({ questionId, userId })
        .onConflictDoNothing()
        .returning({ id: questionVotes.id });
      if (!inserted)
        await tx
          .delete(questionVotes)
          .where(and(eq(questionVotes.questionId, questionId), eq(questionVotes.userId, userId)));
      const [count] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(questionVotes)
        .where(eq(questionVotes.questionId, questionId));
      return { voted: Boolean(inserted), votes: count?.n ?? 0 };
    });
  }
}
