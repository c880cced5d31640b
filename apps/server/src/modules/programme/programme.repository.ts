import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { platforms, presentations, programmeLabels, rooms, sessionPeople, sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export interface PresentationRow {
  id: number;
  sessionId: number;
  title: string;
  description: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  speakerId: number | null;
  speakerFirstName: string | null;
  speakerLastName: string | null;
  speakerPhotoUri: string | null;
  speakerNameOverride: string;
  coAuthors: string;
  isPoster: boolean;
  isEventPortalPresentation: boolean;
  internalCode: string;
}

export interface SessionPersonRow {
  sessionId: number;
  userId: number;
  role: string;
  sortOrder: number;
  firstName: string;
  lastName: string;
  photoUri: string;
}

/** Who is listed in one session, and who speaks in its presentations (user ids). */
export interface SessionPeople {
  listedModerators: number[];
  listedSpeakers: number[];
  presentationSpeakers: number[];
}

/** Everything the programme of one event is built from, read in five queries. */
export interface ProgrammeRows {
  rooms: RoomRow[];
  sessions: SessionRow[];
  presentations: PresentationRow[];
  people: SessionPersonRow[];
  labels: { kind: 'type' | 'theme' | 'room'; name: string; nameFr: string }[];
}

export class ProgrammeRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async load(platformId: number): Promise<ProgrammeRows> {
    const [roomRows, sessionRows, presentationRows, people, labels] = await Promise.all([
      this.db.select().from(rooms).where(eq(rooms.platformId, platformId)).orderBy(asc(rooms.sortOrder), asc(rooms.id)),
      this.db
        .select()
        .from(sessions)
        .where(eq(sessions.platformId, platformId))
        .orderBy(asc(sessions.startsAt), asc(sessions.id)),
      this.db
        .select({
          id: presentations.id,
          sessionId: presentations.sessionId,
          title: presentations.title,
          description: presentations.description,
          sortOrder: presentations.sortOrder,
          startsAt: presentations.startsAt,
          endsAt: presentations.endsAt,
          speakerId: presentations.speakerId,
          speakerFirstName: users.firstName,
          speakerLastName: users.lastName,
          speakerPhotoUri: users.photoUri,
          speakerNameOverride: presentations.speakerNameOverride,
          coAuthors: presentations.coAuthors,
          isPoster: presentations.isPoster,
          isEventPortalPresentation: presentations.isEventPortalPresentation,
          internalCode: presentations.internalCode,
        })
        .from(presentations)
        .leftJoin(users, eq(users.id, presentations.speakerId))
        .where(eq(presentations.platformId, platformId))
        .orderBy(asc(presentations.sessionId), asc(presentations.sortOrder), asc(presentations.id)),
      this.db
        .select({
          sessionId: sessionPeople.sessionId,
          userId: sessionPeople.userId,
          role: sessionPeople.role,
          sortOrder: sessionPeople.sortOrder,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUri: users.photoUri,
        })
        .from(sessionPeople)
        .innerJoin(sessions, eq(sessions.id, sessionPeople.sessionId))
        .innerJoin(users, eq(users.id, sessionPeople.userId))
        .where(and(eq(sessions.platformId, platformId), eq(users.platformId, platformId)))
        .orderBy(asc(sessionPeople.sessionId), asc(sessionPeople.sortOrder), asc(users.lastName), asc(users.id)),
      this.db
        .select({ kind: programmeLabels.kind, name: programmeLabels.name, nameFr: programmeLabels.nameFr })
        .from(programmeLabels)
        .where(eq(programmeLabels.platformId, platformId)),
    ]);
    return { rooms: roomRows, sessions: sessionRows, presentations: presentationRows, people, labels };
  }

  /**
   * The people of one session of this event, read fresh (the moderation policy caches them):
   * those listed with a role, and the speakers of its presentations; null if the session is not
   * one of the event's.
   */
  async sessionPeople(platformId: number, sessionId: number): Promise<SessionPeople | null> {
    const [session] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.platformId, platformId)))
      .limit(1);
    if (!session) return null;
    const [listed, presenting] = await Promise.all([
      this.db
        .select({ userId: sessionPeople.userId, role: sessionPeople.role })
        .from(sessionPeople)
        .where(eq(sessionPeople.sessionId, sessionId)),
      this.db
        .select({ userId: presentations.speakerId })
        .from(presentations)
        .where(and(eq(presentations.sessionId, sessionId), eq(presentations.platformId, platformId))),
    ]);
    return {
      listedModerators: listed.filter((p) => p.role === 'moderator').map((p) => p.userId),
      listedSpeakers: listed.filter((p) => p.role === 'speaker').map((p) => p.userId),
      presentationSpeakers: presenting.flatMap((p) => (p.userId === null ? [] : [p.userId])),
    };
  }

  /** The session of a presentation of this event, or null. */
  async sessionOfPresentation(platformId: number, presentationId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ sessionId: presentations.sessionId })
      .from(presentations)
      .where(and(eq(presentations.id, presentationId), eq(presentations.platformId, platformId)))
      .limit(1);
    return row?.sessionId ?? null;
  }

  /** Sets (or, with an empty French name, removes) the French name of a type, theme or room. */
  async setLabel(platformId: number, kind: 'type' | 'theme' | 'room', name: string, nameFr: string): Promise<void> {
    if (nameFr === '') {
      await this.db
        .delete(programmeLabels)
        .where(
          and(
            eq(programmeLabels.platformId, platformId),
            eq(programmeLabels.kind, kind),
            eq(programmeLabels.name, name),
          ),
        );
      return;
    }
    await this.db
      .insert(programmeLabels)
      .values({ platformId, kind, name, nameFr })
      .onConflictDoUpdate({
        target: [programmeLabels.platformId, programmeLabels.kind, programmeLabels.name],
        set: { nameFr },
      });
  }

  /** Marks the programme changed: every node rebuilds its cached copy (PlatformRecord.programmeVersion). */
  async bumpVersion(platformId: number, db: Pick<Db, 'update'> = this.db): Promise<number> {
    const [row] = await db
      .update(platforms)
      .set({ programmeVersion: sql`${platforms.programmeVersion} + 1` })
      .where(eq(platforms.id, platformId))
      .returning({ version: platforms.programmeVersion });
    return row?.version ?? 0;
  }

  /** A session of the event by id or by its import key (guid); null when there is none. */
  async findSession(platformId: number, ref: { id?: number; key?: string }): Promise<number | null> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.platformId, platformId),
          ref.id !== undefined ? eq(sessions.id, ref.id) : eq(sessions.externalKey, ref.key ?? ''),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  /** Changes a session's switches and adds moderators to it, at once. */
  async updateSessionOptions(
    sessionId: number,
    changes: Partial<Pick<SessionRow, 'enableChat' | 'enableComments' | 'enableAuthorisationForComments'>>,
    moderatorIds: number[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0)
        await tx
          .update(sessions)
          .set({ ...changes, updatedAt: new Date(this.clock.now()) })
          .where(eq(sessions.id, sessionId));
      if (moderatorIds.length > 0)
        await tx
          .insert(sessionPeople)
          .values(moderatorIds.map((userId, i) => ({ sessionId, userId, role: 'moderator', sortOrder: 100 + i })))
          .onConflictDoNothing();
    });
  }
}
