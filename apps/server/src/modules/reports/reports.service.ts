import type {
  TAdClicksReport,
  TEntityMessagesReport,
  TMessagesReport,
  TReportEntity,
  TReportEntityList,
  TReportEntityType,
  TReportSummary,
  TReportTypeSummary,
  TSponsorStats,
  TUniqueUserTable,
} from '@atrium/contracts';
import { AD_CLICK_HEADERS, MESSAGE_HEADERS, UNIQUE_USER_HEADERS } from '@atrium/contracts';
import { notFound } from '../../http/errors.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import type { ReportsRepository, TEntityFigures, TStandModerators } from './reports.repository.ts';

const NONE: TEntityFigures = { entityId: 0, uniqueUsers: 0, views: 0, seconds: 0 };
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The reports of spec 2 §2.9 and §7, from the rollups and the messages' tables. Who may ask is
 * checked by the routes (report viewers and organisers) and, for a stand's statistics, by
 * `moderation.canViewStandStatistics` (the stand's own staff see their stand only).
 */
export class ReportsService {
  constructor(private readonly repo: ReportsRepository) {}

  async summary(platform: PlatformRecord, period: number): Promise<TReportSummary> {
    const timeZone = platform.settings.timeZone;
    const buckets = await this.repo.viewsOverTime(platform.id, period, timeZone);
    return {
      title: platform.settings.eventTitle,
      timeZone,
      period,
      total: buckets.reduce((sum, b) => sum + b.views, 0),
      timeSliceCount: buckets.map((b) => ({ time: b.start.toISOString(), count: b.views })),
    };
  }

  async typeSummary(platform: PlatformRecord, type: TReportEntityType): Promise<TReportTypeSummary> {
    const figures = await this.repo.typeFigures(platform.id, type);
    return {
      type,
      uniqueViews: figures.uniqueViews,
      allUniqueViews: figures.allUniqueViews,
      allViews: figures.allViews,
      averageCulmativeTimeSpent: figures.uniqueViews ? Math.round(figures.seconds / figures.uniqueViews) : 0,
    };
  }

  /** Sessions, then the presentations that are not posters, each with its figures. */
  async sessions(platform: PlatformRecord): Promise<TReportEntityList> {
    const [sessionRows, presentationRows, sessionFigures, presentationFigures, summary] = await Promise.all([
      this.repo.sessionsOf(platform.id),
      this.repo.presentationsOf(platform.id),
      this.repo.entityFigures(platform.id, 'SESSION'),
      this.repo.entityFigures(platform.id, 'PRESENTATION'),
      this.typeSummary(platform, 'SESSION'),
    ]);
    const items = [
      ...sessionRows.map((s) => entity('SESSION', { ...s, parentTitle: null }, sessionFigures)),
      ...presentationRows
        .filter((p) => !p.isPoster)
        .map((p) => entity('PRESENTATION', { ...p, parentTitle: p.sessionTitle }, presentationFigures)),
    ];
    return { items, summary };
  }

  async posters(platform: PlatformRecord): Promise<TReportEntityList> {
    const [rows, figures, summary] = await Promise.all([
      this.repo.presentationsOf(platform.id),
      this.repo.entityFigures(platform.id, 'POSTER'),
      this.typeSummary(platform, 'POSTER'),
    ]);
    const items = rows
      .filter((p) => p.isPoster)
      .map((p) => entity('POSTER', { ...p, parentTitle: p.sessionTitle }, figures));
    return { items, summary };
  }

  async sponsors(platform: PlatformRecord): Promise<TReportEntityList> {
    const [rows, figures, summary] = await Promise.all([
      this.repo.sponsorsOf(platform.id),
      this.repo.entityFigures(platform.id, 'SPONSOR'),
      this.typeSummary(platform, 'SPONSOR'),
    ]);
    const items = rows.map((s) => entity('SPONSOR', { ...s, parentTitle: null, start: null }, figures));
    return { items, summary };
  }

  /** The entity's title and start, or 404 when it is not one of this event's. */
  private async titleOf(platform: PlatformRecord, type: TReportEntityType, entityId: number) {
    if (type === 'EVENT_PLATFORM') {
      if (entityId !== platform.id) throw notFound('Event not found');
      return { title: platform.settings.eventTitle, start: null };
    }
    const found =
      type === 'SESSION'
        ? await this.repo.session(platform.id, entityId)
        : type === 'SPONSOR'
          ? await this.repo.sponsor(platform.id, entityId).then((s) => s && { ...s, start: null })
          : await this.repo.presentation(platform.id, entityId);
    if (!found) throw notFound(`${type.toLowerCase()} not found`);
    return { title: found.title, start: found.start };
  }

  async uniqueUserTable(
    platform: PlatformRecord,
    type: TReportEntityType,
    entityId: number,
  ): Promise<TUniqueUserTable> {
    const { title, start } = await this.titleOf(platform, type, entityId);
    const [rows, downloads] = await Promise.all([
      this.repo.userRows(platform.id, type, entityId),
      type === 'SPONSOR' ? this.repo.standDownloads(platform.id, entityId) : Promise.resolve([]),
    ]);
    const items = rows.map((r) => ({
      userId: r.userId,
      name: fullName(r),
      organisation: r.organisation,
      country: r.country,
      firstConnection: r.firstAt.toISOString(),
      lastConnection: r.lastAt.toISOString(),
      visits: r.visits,
      secondsSpent: Math.round(r.seconds),
    }));
    const views = items.reduce((sum, r) => sum + r.visits, 0);
    const seconds = rows.reduce((sum, r) => sum + r.seconds, 0);
    return {
      type,
      entityId,
      title,
      headers: [...UNIQUE_USER_HEADERS],
      items,
      summary: {
        uniqueUsers: items.length,
        views,
        averageSecondsSpent: items.length ? Math.round(seconds / items.length) : 0,
        start: iso(start),
      },
      downloadSummary: {
        downloads: downloads.reduce((sum, d) => sum + d.downloads, 0),
        uniqueUsers: new Set(downloads.map((d) => d.userId)).size,
      },
      downloadUniqueUsers: downloads.map((d) => ({
        userId: d.userId ?? 0,
        name: fullName(d),
        itemTitle: d.itemTitle,
        downloads: d.downloads,
      })),
    };
  }

  async messages(platform: PlatformRecord): Promise<TMessagesReport> {
    const [chat, asked, privateMessages, sessionRows] = await Promise.all([
      this.repo.chatCounts(platform.id),
      this.repo.questionCounts(platform.id),
      this.repo.privateMessageCount(platform.id),
      this.repo.sessionsOf(platform.id),
    ]);
    return {
      messagesSummary: {
        chatMessages: chat.total,
        sessionQuestions: [...asked.values()].reduce((sum, c) => sum + c, 0),
        privateMessages,
      },
      items: sessionRows.map((s) => ({
        id: s.id,
        title: s.title,
        start: s.start.toISOString(),
        chatMessages: chat.perSession.get(s.id) ?? 0,
        sessionQuestions: asked.get(s.id) ?? 0,
      })),
    };
  }

  async sessionMessages(platform: PlatformRecord, sessionId: number): Promise<TEntityMessagesReport> {
    const session = await this.repo.session(platform.id, sessionId);
    if (!session) throw notFound('Session not found');
    const [chat, asked] = await Promise.all([
      this.repo.sessionChat(platform.id, sessionId),
      this.repo.sessionQuestions(platform.id, sessionId),
    ]);
    const items = [
      ...chat.map((m) => ({ id: `c${m.id}`, kind: 'chat' as const, at: m.at, userName: m.userName, text: m.text })),
      ...asked.map((q) => ({
        id: `q${q.id}`,
        kind: q.parentId === null ? ('question' as const) : ('reply' as const),
        at: q.at,
        userName: q.userName,
        text: q.text,
      })),
    ]
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1))
      .map(({ at, ...m }) => ({ ...m, time: at.toISOString() }));
    return {
      title: session.title,
      headers: [...MESSAGE_HEADERS],
      items,
      messagesSummary: { chatMessages: chat.length, sessionQuestions: asked.filter((q) => q.parentId === null).length },
    };
  }

  /**
   * Clicks per ad, with the names a reader knows: the sponsor's, and the stand a `stand/{id}`
   * link opens (the link itself is kept for the spreadsheet and for other destinations).
   */
  async adClicks(platform: PlatformRecord): Promise<TAdClicksReport> {
    const [rows, standRows] = await Promise.all([this.repo.adClicks(platform.id), this.repo.sponsorsOf(platform.id)]);
    const stands = new Map(standRows.map((s) => [s.id, s.title]));
    return {
      headers: [...AD_CLICK_HEADERS],
      items: rows.map((r) => ({
        type: r.type,
        entityId: r.entityId,
        title: r.title,
        link: r.link,
        sponsorTitle: (r.sponsorId !== null && stands.get(r.sponsorId)) || '',
        linkTitle: standOfLink(r.link, stands),
        clicks: Number(r.clicks),
        uniqueUsers: Number(r.uniqueUsers),
      })),
    };
  }

  /**
   * A stand's statistics for its staff: what its audience did. The people who moderate the stand
   * (`moderators`: its staff, platform moderators; and organisers) are left out of the visits,
   * downloads, film views and chat messages (their own visits are not an audience; a stand no
   * visitor has reached yet has no statistics). Ad clicks are the ad-clicks report's figure.
   */
  async sponsorStats(
    platform: PlatformRecord,
    sponsorId: number,
    moderators: TStandModerators,
  ): Promise<TSponsorStats> {
    const sponsor = await this.repo.sponsor(platform.id, sponsorId);
    if (!sponsor) throw notFound('Sponsor not found');
    const [visitors, downloads, videoViews, chatMessages, ads] = await Promise.all([
      this.repo.userRows(platform.id, 'SPONSOR', sponsorId, moderators),
      this.repo.standDownloads(platform.id, sponsorId, moderators),
      this.repo.standVideoViews(platform.id, sponsorId, moderators),
      this.repo.standChatCount(platform.id, sponsorId, moderators),
      this.repo.adClicks(platform.id, sponsorId),
    ]);
    const perDocument = new Map<string, number>();
    for (const d of downloads) perDocument.set(d.itemTitle, (perDocument.get(d.itemTitle) ?? 0) + d.downloads);
    const stats = {
      visits: visitors.reduce((sum, v) => sum + v.visits, 0),
      uniqueVisitors: visitors.length,
      secondsSpent: Math.round(visitors.reduce((sum, v) => sum + v.seconds, 0)),
      downloads: downloads.reduce((sum, d) => sum + d.downloads, 0),
      uniqueDownloaders: new Set(downloads.map((d) => d.userId)).size,
      videoViews,
      chatMessages,
      adClicks: ads.reduce((sum, a) => sum + Number(a.clicks), 0),
    };
    return {
      sponsorId,
      title: sponsor.title,
      hasData: Object.values(stats).some((v) => v > 0),
      ...stats,
      documents: [...perDocument].map(([title, count]) => ({ title, downloads: count })),
    };
  }
}

/** The stand a link opens (`stand/15`, `/DEMO/stand/15`), by its name; '' for any other link. */
export function standOfLink(link: string, stands: ReadonlyMap<number, string>): string {
  const match = /^\/?(?:[A-Za-z0-9_-]+\/)?stand\/(\d{1,9})\/?$/.exec(link.trim());
  return (match && stands.get(Number(match[1]))) || '';
}

function entity(
  type: TReportEntityType,
  row: { id: number; title: string; parentTitle: string | null; start: Date | null },
  figures: Map<number, TEntityFigures>,
): TReportEntity {
  const f = figures.get(row.id) ?? NONE;
  return {
    id: row.id,
    type,
    title: row.title,
    parentTitle: row.parentTitle,
    start: iso(row.start),
    uniqueUsers: f.uniqueUsers,
    views: f.views,
    secondsSpent: Math.round(f.seconds),
  };
}
