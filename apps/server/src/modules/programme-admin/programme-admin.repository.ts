import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deletedSessionKeys, presentations, rooms, sessionPeople, sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

export type AdminSessionRow = typeof sessions.$inferSelect & { roomName: string | null; roomOrder: number | null };
export type AdminPresentationRow = typeof presentations.$inferSelect & {
  speakerFirstName: string | null;
  speakerLastName: string | null;
};
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The session columns the admin form writes (spec 3 §3 "Programme session (admin)"). */
export type SessionWrite = Pick<
  typeof sessions.$inferInsert,
  | 'title'
  | 'code'
  | 'roomId'
  | 'startsAt'
  | 'endsAt'
  | 'type'
  | 'theme'
  | 'keywords'
  | 'moderatorLine1'
  | 'colour'
  | 'textColour'
  | 'abstract'
  | 'description'
  | 'hideInProgramme'
  | 'translation'
  | 'programmeDay'
>;

/** The presentation columns the admin form writes (spec 3 §3 "Programme presentation (admin)"). */
export type PresentationWrite = Pick<
  typeof presentations.$inferInsert,
  | 'title'
  | 'code'
  | 'sortOrder'
  | 'sessionId'
  | 'speakerId'
  | 'type'
  | 'theme'
  | 'startsAt'
  | 'endsAt'
  | 'keywords'
  | 'coAuthors'
  | 'isEventPortalPresentation'
  | 'isPoster'
  | 'description'
>;

export interface SessionListFilter {
  /** Sessions starting in [from, to) (a programme day in the event's time zone). */
  from?: Date;
  to?: Date;
  roomId?: number;
  search?: string;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The programme's rows as organisers edit them (spec 3 §7 "Admin"); every query is scoped to one event. */
export class ProgrammeAdminRepository {
  constructor(private readonly db: Db) {}

  private sessionQuery(db: Db | Tx = this.db) {
    return db
      .select({ session: sessions, roomName: rooms.name, roomOrder: rooms.sortOrder })
      .from(sessions)
      .leftJoin(rooms, eq(rooms.id, sessions.roomId));
  }

  private static row(r: { session: typeof sessions.$inferSelect; roomName: string | null; roomOrder: number | null }) {
    return { ...r.session, roomName: r.roomName, roomOrder: r.roomOrder } as AdminSessionRow;
  }

  private listWhere(platformId: number, filter: SessionListFilter): SQL {
    const parts: (SQL | undefined)[] = [eq(sessions.platformId, platformId)];
    if (filter.from) parts.push(sql`${sessions.startsAt} >= ${filter.from}`);
    if (filter.to) parts.push(sql`${sessions.startsAt} < ${filter.to}`);
    if (filter.roomId !== undefined) parts.push(eq(sessions.roomId, filter.roomId));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      parts.push(or(ilike(sessions.title, pattern), ilike(sessions.code, pattern)));
    }
    return and(...parts) as SQL;
  }

  /** A page of the admin list (by start, then room order, then id) and the number of matches. */
  async listSessions(
    platformId: number,
    filter: SessionListFilter,
    page: { limit: number | null; offset: number },
  ): Promise<{ rows: AdminSessionRow[]; total: number }> {
    const where = this.listWhere(platformId, filter);
    const query = this.sessionQuery()
      .where(where)
      .orderBy(asc(sessions.startsAt), sql`${rooms.sortOrder} asc nulls last`, asc(sessions.id))
      .offset(page.offset);
    const [rows, [count]] = await Promise.all([
      page.limit === null ? query : query.limit(page.limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(where),
    ]);
    return { rows: rows.map(ProgrammeAdminRepository.row), total: count?.n ?? 0 };
  }

  /** Every session's start (the list's date filter, which filters by start). */
  async sessionDays(platformId: number): Promise<{ startsAt: Date }[]> {
    return this.db.select({ startsAt: sessions.startsAt }).from(sessions).where(eq(sessions.platformId, platformId));
  }

  /** A session of the event; `lock`: its row is locked until the transaction ends (a save in progress). */
  async session(
    platformId: number,
    id: number,
    db: Db | Tx = this.db,
    options: { lock?: boolean } = {},
  ): Promise<AdminSessionRow | null> {
    const query = this.sessionQuery(db)
      .where(and(eq(sessions.platformId, platformId), eq(sessions.id, id)))
      .limit(1);
    // The session's row only: the room is on the nullable side of the join.
    const [row] = await (options.lock ? query.for('update', { of: sessions }) : query);
    return row ? ProgrammeAdminRepository.row(row) : null;
  }

  /** The sessions' presentations, in order, with their speakers' names. */
  async presentationsOf(platformId: number, sessionIds: number[], db: Db | Tx = this.db) {
    if (sessionIds.length === 0) return [];
    const rows = await db
      .select({ presentation: presentations, speakerFirstName: users.firstName, speakerLastName: users.lastName })
      .from(presentations)
      .leftJoin(users, eq(users.id, presentations.speakerId))
      .where(and(eq(presentations.platformId, platformId), inArray(presentations.sessionId, sessionIds)))
      .orderBy(asc(presentations.sessionId), asc(presentations.sortOrder), asc(presentations.id));
    return rows.map(
      (r) =>
        ({
          ...r.presentation,
          speakerFirstName: r.speakerFirstName,
          speakerLastName: r.speakerLastName,
        }) as AdminPresentationRow,
    );
  }

  async presentation(platformId: number, id: number, db: Db | Tx = this.db): Promise<AdminPresentationRow | null> {
    const [row] = await db
      .select({ presentation: presentations, speakerFirstName: users.firstName, speakerLastName: users.lastName })
      .from(presentations)
      .leftJoin(users, eq(users.id, presentations.speakerId))
      .where(and(eq(presentations.platformId, platformId), eq(presentations.id, id)))
      .limit(1);
    return row
      ? ({
          ...row.presentation,
          speakerFirstName: row.speakerFirstName,
          speakerLastName: row.speakerLastName,
        } as AdminPresentationRow)
      : null;
  }

  /** User ids listed as the session's moderators, in their order. */
  async moderators(sessionId: number, db: Db | Tx = this.db): Promise<number[]> {
    const rows = await db
      .select({ userId: sessionPeople.userId })
      .from(sessionPeople)
      .where(and(eq(sessionPeople.sessionId, sessionId), eq(sessionPeople.role, 'moderator')))
      .orderBy(asc(sessionPeople.sortOrder), asc(sessionPeople.userId));
    return rows.map((r) => r.userId);
  }

  async rooms(platformId: number): Promise<{ id: number; name: string; sortOrder: number }[]> {
    return this.db
      .select({ id: rooms.id, name: rooms.name, sortOrder: rooms.sortOrder })
      .from(rooms)
      .where(eq(rooms.platformId, platformId))
      .orderBy(asc(rooms.sortOrder), asc(rooms.name), asc(rooms.id));
  }

  /** A room of the event by name (any case), created after the others when there is none. */
  async roomByName(platformId: number, name: string, tx: Tx): Promise<number> {
    const [found] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.platformId, platformId), sql`lower(${rooms.name}) = lower(${name})`))
      .limit(1);
    if (found) return found.id;
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${rooms.sortOrder}), -1)::int` })
      .from(rooms)
      .where(eq(rooms.platformId, platformId));
    const [created] = await tx
      .insert(rooms)
      .values({ platformId, name, sortOrder: (last?.order ?? -1) + 1 })
      .onConflictDoUpdate({ target: [rooms.platformId, rooms.name], set: { name } })
      .returning({ id: rooms.id });
    return (created as { id: number }).id;
  }

  async roomInEvent(platformId: number, roomId: number, db: Db | Tx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.platformId, platformId), eq(rooms.id, roomId)))
      .limit(1);
    return Boolean(row);
  }

  /** Of these user ids, those that are people of the event. */
  async usersInEvent(platformId: number, ids: number[], db: Db | Tx = this.db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.platformId, platformId), inArray(users.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** The event's people the forms can choose: id and name, sorted by name (20,000 fit in one answer). */
  async participants(platformId: number): Promise<{ id: number; firstName: string; lastName: string }[]> {
    return this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.platformId, platformId), eq(users.disabled, false)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }

  /** Themes and types the event's sessions and presentations use. */
  async labels(platformId: number): Promise<{ themes: string[]; types: string[] }> {
    const distinct = async (kind: 'theme' | 'type') => {
      const [a, b] = await Promise.all([
        this.db
          .selectDistinct({ v: sessions[kind] })
          .from(sessions)
          .where(and(eq(sessions.platformId, platformId), ne(sessions[kind], ''))),
        this.db
          .selectDistinct({ v: presentations[kind] })
          .from(presentations)
          .where(and(eq(presentations.platformId, platformId), ne(presentations[kind], ''))),
      ]);
      return [...new Set([...a, ...b].map((r) => r.v))].sort((x, y) => x.localeCompare(y));
    };
    const [themes, types] = await Promise.all([distinct('theme'), distinct('type')]);
    return { themes, types };
  }

  /** The sessions a presentation can belong to, by start. */
  async sessionOptions(platformId: number) {
    return this.db
      .select({
        id: sessions.id,
        title: sessions.title,
        code: sessions.code,
        startsAt: sessions.startsAt,
        endsAt: sessions.endsAt,
      })
      .from(sessions)
      .where(eq(sessions.platformId, platformId))
      .orderBy(asc(sessions.startsAt), asc(sessions.id));
  }

  async firstStart(platformId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ startsAt: sql<Date | null>`min(${sessions.startsAt})` })
      .from(sessions)
      .where(eq(sessions.platformId, platformId));
    return row?.startsAt ? new Date(row.startsAt) : null;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertSession(platformId: number, values: SessionWrite, tx: Tx): Promise<number> {
    const [row] = await tx
      .insert(sessions)
      .values({ ...values, platformId })
      .returning({ id: sessions.id });
    return (row as { id: number }).id;
  }

  /** Updates a session and adds `edited` to the fields a re-import keeps. */
  async updateSession(platformId: number, id: number, values: SessionWrite, edited: string[], tx: Tx) {
    await tx
      .update(sessions)
      .set({
        ...values,
        editedFields: sql`(select coalesce(jsonb_agg(distinct f order by f), '[]'::jsonb) from jsonb_array_elements_text(${sessions.editedFields} || ${JSON.stringify(edited)}::jsonb) as f)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sessions.platformId, platformId), eq(sessions.id, id)));
  }

  /** The session's listed moderators become exactly these, in this order (its speakers stay). */
  async replaceModerators(sessionId: number, userIds: number[], tx: Tx) {
    await tx
      .delete(sessionPeople)
      .where(and(eq(sessionPeople.sessionId, sessionId), eq(sessionPeople.role, 'moderator')));
    if (userIds.length === 0) return;
    await tx
      .insert(sessionPeople)
      .values(userIds.map((userId, i) => ({ sessionId, userId, role: 'moderator', sortOrder: i })))
      .onConflictDoNothing();
  }

  /** Moves every timed presentation of the session by `shiftMs`. */
  async shiftPresentations(platformId: number, sessionId: number, shiftMs: number, tx: Tx) {
    if (shiftMs === 0) return;
    const interval = `${Math.round(shiftMs / 1000)} seconds`;
    await tx
      .update(presentations)
      .set({
        startsAt: sql`${presentations.startsAt} + ${interval}::interval`,
        endsAt: sql`${presentations.endsAt} + ${interval}::interval`,
      })
      .where(and(eq(presentations.platformId, platformId), eq(presentations.sessionId, sessionId)));
  }

  /** Deletes a session of the event; an imported one's key is remembered so that a re-import skips it. */
  async deleteSession(platformId: number, id: number, tx: Tx): Promise<boolean> {
    const [row] = await tx
      .delete(sessions)
      .where(and(eq(sessions.platformId, platformId), eq(sessions.id, id)))
      .returning({ key: sessions.externalKey });
    if (!row) return false;
    if (row.key) await tx.insert(deletedSessionKeys).values({ platformId, externalKey: row.key }).onConflictDoNothing();
    return true;
  }

  async insertPresentation(platformId: number, values: PresentationWrite, tx: Tx): Promise<number> {
    const [row] = await tx
      .insert(presentations)
      .values({ ...values, platformId })
      .returning({ id: presentations.id });
    return (row as { id: number }).id;
  }

  /** False when the event has no such presentation. */
  async updatePresentation(platformId: number, id: number, values: PresentationWrite, tx: Tx): Promise<boolean> {
    const rows = await tx
      .update(presentations)
      .set(values)
      .where(and(eq(presentations.platformId, platformId), eq(presentations.id, id)))
      .returning({ id: presentations.id });
    return rows.length > 0;
  }

  async deletePresentation(platformId: number, id: number, tx: Tx): Promise<boolean> {
    const rows = await tx
      .delete(presentations)
      .where(and(eq(presentations.platformId, platformId), eq(presentations.id, id)))
      .returning({ id: presentations.id });
    return rows.length > 0;
  }
}
