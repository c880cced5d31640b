import type { TReportEntityType } from '@atrium/contracts';
import { and, asc, count, countDistinct, eq, isNull, ne, notInArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activityLogs,
  activityPresence,
  activityViews,
  chatMessages,
  conversationMessages,
  conversations,
  presentations,
  questions,
  sessions,
  sponsorAds,
  sponsors,
  users,
} from '../../db/schema.ts';

export type TEntityFigures = { entityId: number; uniqueUsers: number; views: number; seconds: number };
export type TTitled = { id: number; title: string; parentTitle: string | null; start: Date | null };

const n = (value: unknown) => Number(value ?? 0);

/**
 * People a stand's statistics leave out: those who moderate the stand (its staff and the event's
 * platform moderators, by id, and the event's organisers, `users.isAdmin`). Their visits are
 * work, not audience.
 */
export type TStandModerators = { userIds: number[] };

/** The condition keeping a stand's moderators out, on a query that joins `users` (none without `excluded`). */
const audienceOnly = (excluded?: TStandModerators): SQL | undefined =>
  excluded
    ? and(eq(users.isAdmin, false), excluded.userIds.length ? notInArray(users.id, excluded.userIds) : undefined)
    : undefined;

/** A group's chat messages that a moderator has not removed. */
const chatOf = (platformId: number, groupType: string, groupId: number) =>
  and(
    eq(chatMessages.platformId, platformId),
    eq(chatMessages.groupType, groupType),
    eq(chatMessages.groupId, groupId),
    isNull(chatMessages.removedAt),
  );

/**
 * The report queries. Presence and views come from the rollups the log writer keeps
 * (activity_presence, activity_views), never from the raw activity logs; messages, questions,
 * private messages, ad clicks and downloads are counted with their tables' indexes.
 */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Per entity of a type: people, visits and time spent. */
  async entityFigures(platformId: number, entityType: TReportEntityType): Promise<Map<number, TEntityFigures>> {
    const rows = await this.db
      .select({
        entityId: activityPresence.entityId,
        uniqueUsers: count(),
        views: sum(activityPresence.visits),
        seconds: sum(activityPresence.seconds),
      })
      .from(activityPresence)
      .where(and(eq(activityPresence.platformId, platformId), eq(activityPresence.entityType, entityType)))
      .groupBy(activityPresence.entityId);
    return new Map(
      rows.map((r) => [
        r.entityId,
        { entityId: r.entityId, uniqueUsers: n(r.uniqueUsers), views: n(r.views), seconds: n(r.seconds) },
      ]),
    );
  }

  /** A type over all its entities: distinct people, people summed per entity, visits, time. */
  async typeFigures(platformId: number, entityType: TReportEntityType) {
    const [row] = await this.db
      .select({
        uniqueViews: countDistinct(activityPresence.userId),
        allUniqueViews: count(),
        allViews: sum(activityPresence.visits),
        seconds: sum(activityPresence.seconds),
      })
      .from(activityPresence)
      .where(and(eq(activityPresence.platformId, platformId), eq(activityPresence.entityType, entityType)));
    return {
      uniqueViews: n(row?.uniqueViews),
      allUniqueViews: n(row?.allUniqueViews),
      allViews: n(row?.allViews),
      seconds: n(row?.seconds),
    };
  }

  /** Who came to one entity, first seen first. */
  userRows(platformId: number, entityType: TReportEntityType, entityId: number, excluded?: TStandModerators) {
    return this.db
      .select({
        userId: activityPresence.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        organisation: users.organisation,
        country: users.country,
        firstAt: activityPresence.firstAt,
        lastAt: activityPresence.lastAt,
        visits: activityPresence.visits,
        seconds: activityPresence.seconds,
      })
      .from(activityPresence)
      .innerJoin(users, eq(users.id, activityPresence.userId))
      .where(
        and(
          eq(activityPresence.platformId, platformId),
          eq(activityPresence.entityType, entityType),
          eq(activityPresence.entityId, entityId),
          audienceOnly(excluded),
        ),
      )
      .orderBy(asc(activityPresence.firstAt), asc(activityPresence.userId));
  }

  /**
   * Entering scans (all but the event's own) in buckets of `period` minutes of the event's wall
   * clock, starting at each local midnight: a day bucket of a daylight-saving change is 23 or
   * 25 hours long, as the day is. Answers each bucket's start as an instant.
   */
  async viewsOverTime(platformId: number, period: number, timeZone: string) {
    // Written as literals (the zone quoted, the period a whole number): GROUP BY must see the
    // very expression the SELECT has, which bound parameters of their own would not be.
    const zone = sql.raw(`'${timeZone.replace(/'/g, "''")}'`);
    const minutes = sql.raw(String(Math.trunc(period)));
    const local = sql`(${activityViews.minute} at time zone ${zone})`;
    const day = sql`date_trunc('day', ${local})`;
    const bucket = sql`(${day} + floor(extract(epoch from ${local} - ${day}) / 60 / ${minutes}) * ${minutes} * interval '1 minute')`;
    const rows = await this.db
      .select({ start: sql<string>`(${bucket} at time zone ${zone})`.mapWith(String), views: sum(activityViews.views) })
      .from(activityViews)
      .where(and(eq(activityViews.platformId, platformId), ne(activityViews.entityType, 'EVENT_PLATFORM')))
      .groupBy(bucket)
      .orderBy(bucket);
    return rows.map((r) => ({ start: new Date(r.start), views: n(r.views) }));
  }

  sessionsOf(platformId: number) {
    return this.db
      .select({ id: sessions.id, title: sessions.title, start: sessions.startsAt, isPoster: sessions.isPoster })
      .from(sessions)
      .where(eq(sessions.platformId, platformId))
      .orderBy(asc(sessions.startsAt), asc(sessions.id));
  }

  presentationsOf(platformId: number) {
    return this.db
      .select({
        id: presentations.id,
        title: presentations.title,
        isPoster: presentations.isPoster,
        sessionTitle: sessions.title,
        start: sessions.startsAt,
      })
      .from(presentations)
      .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
      .where(eq(sessions.platformId, platformId))
      .orderBy(asc(sessions.startsAt), asc(presentations.id));
  }

  sponsorsOf(platformId: number) {
    return this.db
      .select({ id: sponsors.id, title: sponsors.title })
      .from(sponsors)
      .where(eq(sponsors.platformId, platformId))
      .orderBy(asc(sponsors.title), asc(sponsors.id));
  }

  /** Chat messages not removed by a moderator: all of the event's, and per session. */
  async chatCounts(platformId: number) {
    const rows = await this.db
      .select({ groupType: chatMessages.groupType, groupId: chatMessages.groupId, messages: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.platformId, platformId), isNull(chatMessages.removedAt)))
      .groupBy(chatMessages.groupType, chatMessages.groupId);
    const perSession = new Map<number, number>();
    let total = 0;
    for (const r of rows) {
      total += n(r.messages);
      if (r.groupType === 'SESSION') perSession.set(r.groupId, n(r.messages));
    }
    return { total, perSession };
  }

  /** Questions (not replies) per session, hidden ones included: they were asked. */
  async questionCounts(platformId: number) {
    const rows = await this.db
      .select({ sessionId: questions.sessionId, asked: count() })
      .from(questions)
      .where(and(eq(questions.platformId, platformId), isNull(questions.parentId)))
      .groupBy(questions.sessionId);
    return new Map(rows.map((r) => [r.sessionId, n(r.asked)]));
  }

  async privateMessageCount(platformId: number): Promise<number> {
    const [row] = await this.db
      .select({ messages: count() })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.platformId, platformId));
    return n(row?.messages);
  }

  sessionChat(platformId: number, sessionId: number) {
    return this.db
      .select({
        id: chatMessages.id,
        at: chatMessages.createdAt,
        userName: chatMessages.userName,
        text: chatMessages.message,
      })
      .from(chatMessages)
      .where(chatOf(platformId, 'SESSION', sessionId))
      .orderBy(asc(chatMessages.id));
  }

  sessionQuestions(platformId: number, sessionId: number) {
    return this.db
      .select({
        id: questions.id,
        at: questions.createdAt,
        userName: questions.userName,
        text: questions.text,
        parentId: questions.parentId,
      })
      .from(questions)
      .where(and(eq(questions.platformId, platformId), eq(questions.sessionId, sessionId)))
      .orderBy(asc(questions.id));
  }

  async session(platformId: number, sessionId: number) {
    const [row] = await this.db
      .select({ id: sessions.id, title: sessions.title, start: sessions.startsAt })
      .from(sessions)
      .where(and(eq(sessions.platformId, platformId), eq(sessions.id, sessionId)));
    return row ?? null;
  }

  async presentation(platformId: number, presentationId: number) {
    const [row] = await this.db
      .select({
        id: presentations.id,
        title: presentations.title,
        start: sessions.startsAt,
        isPoster: presentations.isPoster,
      })
      .from(presentations)
      .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
      .where(and(eq(sessions.platformId, platformId), eq(presentations.id, presentationId)));
    return row ?? null;
  }

  async sponsor(platformId: number, sponsorId: number) {
    const [row] = await this.db
      .select({ id: sponsors.id, title: sponsors.title })
      .from(sponsors)
      .where(and(eq(sponsors.platformId, platformId), eq(sponsors.id, sponsorId)));
    return row ?? null;
  }

  /**
   * Clicks per ad of this event (ads deleted since keep the title they were clicked with), or of
   * one sponsor's ads only.
   */
  adClicks(platformId: number, sponsorId?: number) {
    const adId = sql`${activityLogs.entityId}`;
    return this.db
      .select({
        type: sql<string>`coalesce(${sponsorAds.type}, ${activityLogs.entityType}, '')`.mapWith(String),
        entityId: sql<number>`${adId}::integer`.mapWith(Number),
        title: sql<string>`coalesce(${sponsorAds.title}, max(${activityLogs.action}), '')`.mapWith(String),
        link: sql<string>`coalesce(${sponsorAds.link}, max(${activityLogs.data} ->> 'link'), '')`.mapWith(String),
        sponsorId: sponsorAds.sponsorId,
        clicks: count(),
        uniqueUsers: countDistinct(activityLogs.userId),
      })
      .from(activityLogs)
      .leftJoin(
        sponsorAds,
        and(eq(sponsorAds.platformId, platformId), sql`${sponsorAds.id}::text = ${activityLogs.entityId}`),
      )
      .where(
        and(
          eq(activityLogs.platformId, platformId),
          eq(activityLogs.kind, 'ad_click'),
          sql`${activityLogs.entityId} ~ '^[0-9]{1,9}$'`,
          sponsorId === undefined ? undefined : eq(sponsorAds.sponsorId, sponsorId),
        ),
      )
      .groupBy(adId, sponsorAds.id, activityLogs.entityType)
      .orderBy(sql`count(*) desc`, adId);
  }

  /** A stand's document downloads, per document and person. */
  /** A stand's downloads (DOWNLOAD_ITEM logs naming it) per person and document. */
  standDownloads(platformId: number, sponsorId: number, excluded?: TStandModerators) {
    return this.db
      .select({
        userId: activityLogs.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        itemTitle: sql<string>`coalesce(${activityLogs.action}, '')`.mapWith(String),
        downloads: count(),
      })
      .from(activityLogs)
      .innerJoin(users, eq(users.id, activityLogs.userId))
      .where(standItemLogs(platformId, sponsorId, 'DOWNLOAD_ITEM', excluded))
      .groupBy(activityLogs.userId, users.firstName, users.lastName, activityLogs.action)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(activityLogs.action));
  }

  /** Films of a stand's video hotspots opened (VIDEO_VIEW_ITEM logs naming it). */
  async standVideoViews(platformId: number, sponsorId: number, excluded?: TStandModerators): Promise<number> {
    const [row] = await this.db
      .select({ views: count() })
      .from(activityLogs)
      .innerJoin(users, eq(users.id, activityLogs.userId))
      .where(standItemLogs(platformId, sponsorId, 'VIDEO_VIEW_ITEM', excluded));
    return n(row?.views);
  }

  async standChatCount(platformId: number, sponsorId: number, excluded?: TStandModerators): Promise<number> {
    const [row] = await this.db
      .select({ messages: count() })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(chatOf(platformId, 'SPONSOR', sponsorId), audienceOnly(excluded)));
    return n(row?.messages);
  }
}

/** A stand's item logs of one kind (documents downloaded, films opened), without its own moderators. */
function standItemLogs(
  platformId: number,
  sponsorId: number,
  entityType: 'DOWNLOAD_ITEM' | 'VIDEO_VIEW_ITEM',
  excluded?: TStandModerators,
) {
  return and(
    eq(activityLogs.platformId, platformId),
    eq(activityLogs.kind, 'download'),
    eq(activityLogs.entityType, entityType),
    sql`${activityLogs.data} ->> 'sponsorId' = ${String(sponsorId)}`,
    audienceOnly(excluded),
  );
}
