import type { TStoredPlatformSettings } from '@atrium/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  appClients,
  customPages,
  loungeRooms,
  lounges,
  menuItems,
  moderatorAssignments,
  platforms,
  polls,
  presentations,
  programmeLabels,
  rooms,
  sessionPeople,
  sessions,
  sponsorAds,
  sponsorDocuments,
  sponsorGroups,
  sponsorHotspots,
  sponsorLinks,
  sponsorStaff,
  sponsors,
  users,
} from '../../db/schema.ts';
import { giveTurn } from './event-file.sync.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/**
 * Everything of one event that the event file describes, as rows, each list in the order the
 * file lists it (sort order, then id): what export presents and what apply compares with.
 */
export interface EventState {
  platformId: number;
  /** The event's code (a stored link may name it: `/{code}/stand/{id}`). */
  code: string;
  settings: TStoredPlatformSettings;
  menu: (typeof menuItems.$inferSelect)[];
  pages: (typeof customPages.$inferSelect)[];
  groups: (typeof sponsorGroups.$inferSelect)[];
  sponsors: (typeof sponsors.$inferSelect)[];
  staff: (typeof sponsorStaff.$inferSelect)[];
  hotspots: (typeof sponsorHotspots.$inferSelect)[];
  documents: (typeof sponsorDocuments.$inferSelect)[];
  links: (typeof sponsorLinks.$inferSelect)[];
  ads: (typeof sponsorAds.$inferSelect)[];
  lounges: (typeof lounges.$inferSelect)[];
  loungeRooms: (typeof loungeRooms.$inferSelect)[];
  people: (typeof users.$inferSelect)[];
  assignments: (typeof moderatorAssignments.$inferSelect)[];
  rooms: (typeof rooms.$inferSelect)[];
  labels: (typeof programmeLabels.$inferSelect)[];
  sessions: (typeof sessions.$inferSelect)[];
  presentations: (typeof presentations.$inferSelect)[];
  sessionPeople: (typeof sessionPeople.$inferSelect)[];
  /** Polls of the event's sessions not yet opened (the file's prepared polls). */
  draftPolls: (typeof polls.$inferSelect)[];
  /** The apps that sign people in through the event (identity/authorize). */
  clients: (typeof appClients.$inferSelect)[];
  /** The client ids other events have (ids are unique across events). */
  clientIdsElsewhere: string[];
}

/** A read after a turn for the rest of the server (giveTurn): on PGlite each of these can take a while. */
async function read<T>(query: PromiseLike<T>): Promise<T> {
  await giveTurn();
  return await query;
}

/** Reads the event's state (inside apply's transaction, or on its own for export). */
export async function loadEventState(db: Reader, platformId: number): Promise<EventState> {
  const [platform] = await db
    .select({ code: platforms.code, settings: platforms.settings })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  if (!platform) throw new Error(`No event with id ${platformId}`);
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.platformId, platformId))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return {
    platformId,
    code: platform.code,
    settings: platform.settings ?? {},
    menu: await read(
      db
        .select()
        .from(menuItems)
        .where(eq(menuItems.platformId, platformId))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
    ),
    pages: await read(
      db.select().from(customPages).where(eq(customPages.platformId, platformId)).orderBy(asc(customPages.id)),
    ),
    groups: await read(
      db
        .select()
        .from(sponsorGroups)
        .where(eq(sponsorGroups.platformId, platformId))
        .orderBy(asc(sponsorGroups.sortOrder), asc(sponsorGroups.id)),
    ),
    sponsors: await read(
      db
        .select()
        .from(sponsors)
        .where(eq(sponsors.platformId, platformId))
        .orderBy(asc(sponsors.sortOrder), asc(sponsors.id)),
    ),
    staff: await read(
      db
        .select()
        .from(sponsorStaff)
        .where(eq(sponsorStaff.platformId, platformId))
        .orderBy(asc(sponsorStaff.sortOrder), asc(sponsorStaff.id)),
    ),
    hotspots: await read(
      db
        .select()
        .from(sponsorHotspots)
        .where(eq(sponsorHotspots.platformId, platformId))
        .orderBy(asc(sponsorHotspots.sortOrder), asc(sponsorHotspots.id)),
    ),
    documents: await read(
      db
        .select()
        .from(sponsorDocuments)
        .where(eq(sponsorDocuments.platformId, platformId))
        .orderBy(asc(sponsorDocuments.sortOrder), asc(sponsorDocuments.id)),
    ),
    links: await read(
      db
        .select()
        .from(sponsorLinks)
        .where(eq(sponsorLinks.platformId, platformId))
        .orderBy(asc(sponsorLinks.sortOrder), asc(sponsorLinks.id)),
    ),
    ads: await read(
      db
        .select()
        .from(sponsorAds)
        .where(eq(sponsorAds.platformId, platformId))
        .orderBy(asc(sponsorAds.sortOrder), asc(sponsorAds.id)),
    ),
    lounges: await read(db.select().from(lounges).where(eq(lounges.platformId, platformId)).orderBy(asc(lounges.id))),
    loungeRooms: await read(
      db
        .select()
        .from(loungeRooms)
        .where(eq(loungeRooms.platformId, platformId))
        .orderBy(asc(loungeRooms.name), asc(loungeRooms.id)),
    ),
    people: await read(db.select().from(users).where(eq(users.platformId, platformId)).orderBy(asc(users.id))),
    assignments: await read(
      db
        .select()
        .from(moderatorAssignments)
        .where(eq(moderatorAssignments.platformId, platformId))
        .orderBy(asc(moderatorAssignments.id)),
    ),
    rooms: await read(
      db.select().from(rooms).where(eq(rooms.platformId, platformId)).orderBy(asc(rooms.sortOrder), asc(rooms.id)),
    ),
    labels: await read(
      db
        .select()
        .from(programmeLabels)
        .where(eq(programmeLabels.platformId, platformId))
        .orderBy(asc(programmeLabels.kind), asc(programmeLabels.name)),
    ),
    sessions: sessionRows,
    presentations: await read(
      db
        .select()
        .from(presentations)
        .where(eq(presentations.platformId, platformId))
        .orderBy(asc(presentations.sortOrder), asc(presentations.id)),
    ),
    // session_people has no event column: its rows are those of the event's sessions.
    sessionPeople: (
      await read(
        db
          .select()
          .from(sessionPeople)
          .innerJoin(sessions, eq(sessions.id, sessionPeople.sessionId))
          .where(eq(sessions.platformId, platformId))
          .orderBy(asc(sessionPeople.sortOrder), asc(sessionPeople.userId)),
      )
    ).map((r) => r.session_people),
    draftPolls: await read(
      db
        .select()
        .from(polls)
        .where(and(eq(polls.platformId, platformId), eq(polls.state, 'draft')))
        .orderBy(asc(polls.id)),
    ),
    clients: await read(
      db.select().from(appClients).where(eq(appClients.platformId, platformId)).orderBy(asc(appClients.id)),
    ),
    clientIdsElsewhere: (
      await read(db.select({ id: appClients.id }).from(appClients).where(ne(appClients.platformId, platformId)))
    ).map((r) => r.id),
  };
}
