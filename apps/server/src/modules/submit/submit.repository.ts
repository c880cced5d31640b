import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presentations, rooms, sessions, users } from '../../db/schema.ts';

/** A presentation as the submission area reads it, with its session, room and speaker. */
export interface SubmitPresentationRow {
  id: number;
  internalCode: string;
  title: string;
  speakerId: number | null;
  speakerNameOverride: string;
  speakerFirstName: string | null;
  speakerLastName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  isPoster: boolean;
  requirements: string[];
  answers: Record<string, boolean>;
  sessionId: number;
  sessionTitle: string;
  sessionStartsAt: Date;
  sessionEndsAt: Date;
  roomName: string | null;
}

const columns = {
  id: presentations.id,
  internalCode: presentations.internalCode,
  title: presentations.title,
  speakerId: presentations.speakerId,
  speakerNameOverride: presentations.speakerNameOverride,
  speakerFirstName: users.firstName,
  speakerLastName: users.lastName,
  startsAt: presentations.startsAt,
  endsAt: presentations.endsAt,
  sortOrder: presentations.sortOrder,
  isPoster: presentations.isPoster,
  requirements: presentations.submissionRequirements,
  answers: presentations.submissionAnswers,
  sessionId: sessions.id,
  sessionTitle: sessions.title,
  sessionStartsAt: sessions.startsAt,
  sessionEndsAt: sessions.endsAt,
  roomName: rooms.name,
};

export class SubmitRepository {
  constructor(private readonly db: Db) {}

  private select(where: SQL | undefined): Promise<SubmitPresentationRow[]> {
    return this.db
      .select(columns)
      .from(presentations)
      .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
      .leftJoin(rooms, eq(rooms.id, sessions.roomId))
      .leftJoin(users, eq(users.id, presentations.speakerId))
      .where(where)
      .orderBy(asc(sessions.startsAt), asc(sessions.id), asc(presentations.sortOrder), asc(presentations.id));
  }

  /** The event's presentations (or posters), only the speaker's own when `speakerId` is given. */
  list(platformId: number, filter: { posters?: boolean; speakerId?: number }): Promise<SubmitPresentationRow[]> {
    return this.select(
      and(
        eq(presentations.platformId, platformId),
        filter.posters === undefined ? undefined : eq(presentations.isPoster, filter.posters),
        filter.speakerId === undefined ? undefined : eq(presentations.speakerId, filter.speakerId),
      ),
    );
  }

  async byId(platformId: number, id: number): Promise<SubmitPresentationRow | null> {
    const [row] = await this.select(and(eq(presentations.platformId, platformId), eq(presentations.id, id)));
    return row ?? null;
  }

  /** Sets one answer atomically, leaving the others as they are (answers saved at once all stay). */
  async setAnswer(id: number, answerKey: string, value: boolean): Promise<void> {
    await this.db
      .update(presentations)
      .set({
        submissionAnswers: sql`${presentations.submissionAnswers} || jsonb_build_object(${answerKey}::text, ${value}::boolean)`,
      })
      .where(eq(presentations.id, id));
  }
}
