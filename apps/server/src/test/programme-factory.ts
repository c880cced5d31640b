import { presentations, rooms, sessionPeople, sessions } from '../db/schema.ts';
import type { TestServer } from './test-server.ts';

export interface TestSessionSpec {
  title: string;
  start: string;
  end: string;
  room?: string;
  theme?: string;
  type?: string;
  colour?: string;
  description?: string;
  keywords?: string[];
  isPoster?: boolean;
  translation?: boolean;
  videoIFrameUri?: string;
  externalContentUri?: string;
  programmeDay?: string;
  moderators?: number[];
  speakers?: number[];
  presentations?: {
    title: string;
    description?: string;
    order: number;
    start?: string;
    end?: string;
    speakerId?: number;
    speakerNameOverride?: string;
    coAuthors?: string;
    isPoster?: boolean;
  }[];
}

/**
 * Writes a programme straight into an event's tables (rooms in the order given), then marks
 * it changed as an edit would. Answers the ids of the rooms and sessions by name and title.
 */
export async function createProgramme(
  s: TestServer,
  platformId: number,
  spec: { rooms: string[]; sessions: TestSessionSpec[] },
): Promise<{ rooms: Record<string, number>; sessions: Record<string, number> }> {
  const db = s.ctx.db;
  const roomRows = spec.rooms.length
    ? await db
        .insert(rooms)
        .values(spec.rooms.map((name, i) => ({ platformId, name, sortOrder: i })))
        .returning({ id: rooms.id, name: rooms.name })
    : [];
  const roomIds = Object.fromEntries(roomRows.map((r) => [r.name, r.id]));
  const sessionIds: Record<string, number> = {};
  for (const spec1 of spec.sessions) {
    const [row] = await db
      .insert(sessions)
      .values({
        platformId,
        title: spec1.title,
        startsAt: new Date(spec1.start),
        endsAt: new Date(spec1.end),
        roomId: spec1.room ? roomIds[spec1.room] : null,
        theme: spec1.theme ?? '',
        type: spec1.type ?? '',
        colour: spec1.colour ?? '',
        description: spec1.description ?? '',
        keywords: spec1.keywords ?? [],
        isPoster: spec1.isPoster ?? false,
        translation: spec1.translation ?? false,
        videoIFrameUri: spec1.videoIFrameUri ?? '',
        externalContentUri: spec1.externalContentUri ?? '',
        programmeDay: spec1.programmeDay ?? null,
      })
      .returning({ id: sessions.id });
    const sessionId = row!.id;
    sessionIds[spec1.title] = sessionId;
    const people = [
      ...(spec1.moderators ?? []).map((userId, i) => ({ sessionId, userId, role: 'moderator', sortOrder: i })),
      ...(spec1.speakers ?? []).map((userId, i) => ({ sessionId, userId, role: 'speaker', sortOrder: i })),
    ];
    if (people.length) await db.insert(sessionPeople).values(people);
    if (spec1.presentations?.length) {
      await db.insert(presentations).values(
        spec1.presentations.map((p) => ({
          platformId,
          sessionId,
          title: p.title,
          description: p.description ?? '',
          sortOrder: p.order,
          startsAt: p.start ? new Date(p.start) : null,
          endsAt: p.end ? new Date(p.end) : null,
          speakerId: p.speakerId ?? null,
          speakerNameOverride: p.speakerNameOverride ?? '',
          coAuthors: p.coAuthors ?? '',
          isPoster: p.isPoster ?? false,
        })),
      );
    }
  }
  await s.ctx.programme.changed(platformId);
  return { rooms: roomIds, sessions: sessionIds };
}
