import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Reports (spec 2 §2.9, §3, §7, §9). The figures are exact counts over the event's activity
 * logs, chat, questions, private messages and ad clicks; times are ISO instants, shown by the
 * client in the event's report time zone (`timeZone`).
 */

/** What a unique-users report counts: the event itself, or one kind of its entities. */
export const REPORT_ENTITY_TYPES = ['EVENT_PLATFORM', 'SESSION', 'PRESENTATION', 'POSTER', 'SPONSOR'] as const;
export type TReportEntityType = (typeof REPORT_ENTITY_TYPES)[number];

/** A report as JSON (default), or as a spreadsheet: xlsx or CSV, named as spec 2 §9 says. */
export const REPORT_FORMATS = ['json', 'xlsx', 'csv'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];
const format = z.enum(REPORT_FORMATS).default('json');

export const ZReportQuery = z.object({ format });
export const ZReportTypeQuery = z.object({ format, type: z.enum(REPORT_ENTITY_TYPES) });
/** GET /report/summary: views over time in buckets of `period` minutes (default 1440, spec 2 §9). */
export const ZReportSummaryQuery = z.object({
  format,
  period: z.coerce.number().int().min(5).max(10_080).default(1440),
  /** The spec's client sends the event code too; it must name the event of the path. */
  eventCode: z.string().max(32).optional(),
});
export const ZReportEntityParams = z.object({ platformId: ZId, entityId: ZId });

const count = z.number().int().nonnegative();
const instant = z.string();

/** Views over time: entering scans of sessions, presentations, posters, stands and lounges. */
export const ZReportSummary = z.object({
  title: z.string(),
  timeZone: z.string(),
  period: z.number().int(),
  total: count,
  timeSliceCount: z.array(z.object({ time: instant, count })),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

/**
 * A type's summary: people who came to any entity of the type (uniqueViews), the sum over its
 * entities of the people who came to each (allUniqueViews), every visit (allViews), and the
 * average time a person spent on the type's entities, in seconds.
 */
export const ZReportTypeSummary = z.object({
  type: z.enum(REPORT_ENTITY_TYPES),
  uniqueViews: count,
  allUniqueViews: count,
  allViews: count,
  averageCulmativeTimeSpent: z.number().nonnegative(),
});
export type TReportTypeSummary = z.infer<typeof ZReportTypeSummary>;

/** One entity of a list report (`/report/sessions`, `/posters`, `/sponsors`). */
export const ZReportEntity = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_ENTITY_TYPES),
  title: z.string(),
  /** A presentation's or poster's session. */
  parentTitle: z.string().nullable(),
  start: instant.nullable(),
  uniqueUsers: count,
  views: count,
  secondsSpent: count,
});
export type TReportEntity = z.infer<typeof ZReportEntity>;
export const ZReportEntityList = z.object({ items: z.array(ZReportEntity), summary: ZReportTypeSummary });
export type TReportEntityList = z.infer<typeof ZReportEntityList>;

/** Columns of the unique-users table, in order (the client names them in its language). */
export const UNIQUE_USER_HEADERS = [
  'name',
  'organisation',
  'country',
  'firstConnection',
  'lastConnection',
  'visits',
  'secondsSpent',
] as const;
export const ZUniqueUserRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  organisation: z.string(),
  country: z.string(),
  firstConnection: instant,
  lastConnection: instant,
  visits: count,
  secondsSpent: count,
});
export type TUniqueUserRow = z.infer<typeof ZUniqueUserRow>;
export const ZUniqueUserTable = z.object({
  type: z.enum(REPORT_ENTITY_TYPES),
  entityId: z.number().int(),
  title: z.string(),
  headers: z.array(z.enum(UNIQUE_USER_HEADERS)),
  items: z.array(ZUniqueUserRow),
  summary: z.object({
    uniqueUsers: count,
    views: count,
    averageSecondsSpent: z.number().nonnegative(),
    start: instant.nullable(),
  }),
  /** A stand's document downloads (zero elsewhere). */
  downloadSummary: z.object({ downloads: count, uniqueUsers: count }),
  /** Who downloaded which document of a stand, and how often. */
  downloadUniqueUsers: z.array(
    z.object({ userId: z.number().int(), name: z.string(), itemTitle: z.string(), downloads: count }),
  ),
});
export type TUniqueUserTable = z.infer<typeof ZUniqueUserTable>;

export const ZMessagesSummary = z.object({ chatMessages: count, sessionQuestions: count, privateMessages: count });
export type TMessagesSummary = z.infer<typeof ZMessagesSummary>;
/** GET /report/messages: the event's totals, and each session with its own. */
export const ZMessagesReport = z.object({
  messagesSummary: ZMessagesSummary,
  items: z.array(
    z.object({ id: z.number().int(), title: z.string(), start: instant, chatMessages: count, sessionQuestions: count }),
  ),
});
export type TMessagesReport = z.infer<typeof ZMessagesReport>;

export const MESSAGE_HEADERS = ['time', 'kind', 'userName', 'text'] as const;
/** GET /report/{sessionId}/messages: the session's chat messages and questions, oldest first. */
export const ZEntityMessagesReport = z.object({
  title: z.string(),
  headers: z.array(z.enum(MESSAGE_HEADERS)),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['chat', 'question', 'reply']),
      time: instant,
      userName: z.string(),
      text: z.string(),
    }),
  ),
  messagesSummary: z.object({ chatMessages: count, sessionQuestions: count }),
});
export type TEntityMessagesReport = z.infer<typeof ZEntityMessagesReport>;

export const AD_CLICK_HEADERS = ['type', 'title', 'link', 'clicks', 'uniqueUsers'] as const;
/** GET /report/adclicks: clicks per ad (its kind, title and link), most clicked first. */
export const ZAdClicksReport = z.object({
  headers: z.array(z.enum(AD_CLICK_HEADERS)),
  items: z.array(
    z.object({
      type: z.string(),
      entityId: z.number().int(),
      title: z.string(),
      link: z.string(),
      /** The sponsor whose ad it is ('' when the ad was deleted since). */
      sponsorTitle: z.string(),
      /** What the link opens when it is one of the event's stands (`stand/15` → that stand's name), else ''. */
      linkTitle: z.string(),
      clicks: count,
      uniqueUsers: count,
    }),
  ),
});
export type TAdClicksReport = z.infer<typeof ZAdClicksReport>;

/** GET /report/{sponsorId}/sponsorstats: a stand over the whole event (`hasData` false: the no-data dialog). */
export const ZSponsorStats = z.object({
  sponsorId: z.number().int(),
  title: z.string(),
  hasData: z.boolean(),
  visits: count,
  uniqueVisitors: count,
  secondsSpent: count,
  downloads: count,
  uniqueDownloaders: count,
  /** Films of the stand's video hotspots opened (VIDEO_VIEW_ITEM logs). */
  videoViews: count,
  chatMessages: count,
  adClicks: count,
  documents: z.array(z.object({ title: z.string(), downloads: count })),
});
export type TSponsorStats = z.infer<typeof ZSponsorStats>;
