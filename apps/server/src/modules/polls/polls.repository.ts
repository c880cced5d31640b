import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { polls, pollVotes, users } from '../../db/schema.ts';

export type PollRow = typeof polls.$inferSelect;
export type NewPollRow = typeof polls.$inferInsert;

/** Votes per option of a poll, and how many people voted. */
export interface PollCounts {
  voters: number;
  byOption: Map<number, number>;
}

export class PollsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewPollRow): Promise<PollRow> {
    const [inserted] = await this.db.insert(polls).values(row).returning();
    if (!inserted) throw new Error('poll not inserted');
    return inserted;
  }

  async find(platformId: number, sessionId: number, id: number): Promise<PollRow | null> {
    const [row] = await this.db
      .select()
      .from(polls)
      .where(and(eq(polls.id, id), eq(polls.platformId, platformId), eq(polls.sessionId, sessionId)))
      .limit(1);
    return row ?? null;
  }

  /** A session's polls, oldest first. */
  list(platformId: number, sessionId: number): Promise<PollRow[]> {
    return this.db
      .select()
      .from(polls)
      .where(and(eq(polls.platformId, platformId), eq(polls.sessionId, sessionId)))
      .orderBy(asc(polls.id));
  }

  async countInSession(sessionId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(polls).where(eq(polls.sessionId, sessionId));
    return row?.n ?? 0;
  }

  async update(id: number, changes: Partial<NewPollRow>): Promise<PollRow> {
    const [row] = await this.db.update(polls).set(changes).where(eq(polls.id, id)).returning();
    if (!row) throw new Error('poll vanished');
    return row;
  }

  /** Changes a poll only while it is still a draft (null: it has been opened meanwhile). */
  async updateDraft(id: number, changes: Partial<NewPollRow>): Promise<PollRow | null> {
    const [row] = await this.db
      .update(polls)
      .set(changes)
      .where(and(eq(polls.id, id), eq(polls.state, 'draft')))
      .returning();
    return row ?? null;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(polls).where(eq(polls.id, id));
  }

  /**
   * The person's vote, cast or replaced in one statement: the unique (poll, user) index makes a
   * second vote an update of the first, so each person counts once however often they vote.
   * Only while the poll is open (false: it was not).
   */
  async vote(pollId: number, userId: number, optionIds: number[]): Promise<boolean> {
    const rows = await this.db.execute(sql`
      insert into ${pollVotes} (poll_id, user_id, option_ids)
      select ${pollId}, ${userId}, ${sql.raw(`array[${optionIds.map((id) => Number(id)).join(',')}]::integer[]`)}
      where exists (select 1 from ${polls} where id = ${pollId} and state = 'open')
      on conflict (poll_id, user_id) do update set option_ids = excluded.option_ids
      returning id`);
    return rowsOf(rows).length > 0;
  }

  /** Each person's choice in these polls, for one person. */
  async choicesOf(pollIds: number[], userId: number): Promise<Map<number, number[]>> {
    if (pollIds.length === 0) return new Map();
    const rows = await this.db
      .select({ pollId: pollVotes.pollId, optionIds: pollVotes.optionIds })
      .from(pollVotes)
      .where(and(sql`${pollVotes.pollId} in ${pollIds}`, eq(pollVotes.userId, userId)));
    return new Map(rows.map((r) => [r.pollId, r.optionIds]));
  }

  /** Votes per option and voters of these polls, in one pass over their votes. */
  async counts(pollIds: number[]): Promise<Map<number, PollCounts>> {
    const out = new Map<number, PollCounts>();
    for (const id of pollIds) out.set(id, { voters: 0, byOption: new Map() });
    if (pollIds.length === 0) return out;
    const rows = await this.db.execute(sql`
      select v.poll_id as "pollId", o.option_id as "optionId", count(*)::int as "votes",
        (select count(*) from ${pollVotes} w where w.poll_id = v.poll_id)::int as "voters"
      from ${pollVotes} v cross join lateral unnest(v.option_ids) as o(option_id)
      where v.poll_id in ${pollIds}
      group by v.poll_id, o.option_id`);
    for (const row of rowsOf<{ pollId: number; optionId: number; votes: number; voters: number }>(rows)) {
      const entry = out.get(Number(row.pollId));
      if (!entry) continue;
      entry.voters = Number(row.voters);
      entry.byOption.set(Number(row.optionId), Number(row.votes));
    }
    return out;
  }

  /** Who chose which option of a poll that is not anonymous (the caller checks), by name. */
  async voterNames(pollId: number): Promise<{ optionIds: number[]; firstName: string; lastName: string }[]> {
    return this.db
      .select({ optionIds: pollVotes.optionIds, firstName: users.firstName, lastName: users.lastName })
      .from(pollVotes)
      .innerJoin(users, eq(users.id, pollVotes.userId))
      .where(eq(pollVotes.pollId, pollId))
      .orderBy(users.lastName, users.firstName);
  }
}

/** The rows of a raw query, whichever driver ran it (pg answers an object with rows, PGlite too). */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
