import type { TDownloadLog, TScanLog } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  lounges,
  presentations,
  sessions,
  sponsorAds,
  sponsorDocuments,
  sponsorHotspots,
  sponsors,
} from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

/** Scans come every heartbeat: whether their entity exists is remembered this long. */
const KNOWN_MS = 60_000;

export type TLoggedAd = { type: string; title: string; link: string };
export type TLoggedDownload = { title: string; sponsorId: number | null; uri: string | null };
/** Why a download log was refused: the field at fault and what is wrong with it. */
export type TDownloadRefusal = { field: string; message: string };

/**
 * What the activity logs may name (reports count them): the event's own sessions,
 * presentations, stands, lounges, ads and stand documents. The titles and links written into
 * the logs are read here, from the database, never taken from the client.
 */
export class LoggedEntities {
  private readonly known: TtlCache<string, boolean>;

  constructor(
    private readonly db: Db,
    clock: Clock,
  ) {
    this.known = new TtlCache(clock, { ttlMs: KNOWN_MS, maxSize: 20_000 });
  }

  /** Whether a scan's entity is one of this event's (an event scan names the event itself). */
  scanTarget(platformId: number, type: TScanLog['scanEntityType'], entityId: number): Promise<boolean> {
    if (type === 'EVENT_PLATFORM') return Promise.resolve(entityId === platformId);
    return this.known.getOrLoad(`${platformId}:${type}:${entityId}`, async () => {
      const found = await this.lookUp(platformId, type, entityId);
      return found.length > 0;
    });
  }

  private lookUp(platformId: number, type: Exclude<TScanLog['scanEntityType'], 'EVENT_PLATFORM'>, id: number) {
    if (type === 'SESSION')
      return this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.platformId, platformId), eq(sessions.id, id)));
    if (type === 'PRESENTATION' || type === 'POSTER')
      return this.db
        .select({ id: presentations.id })
        .from(presentations)
        .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
        .where(and(eq(sessions.platformId, platformId), eq(presentations.id, id)));
    if (type === 'SPONSOR')
      return this.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(and(eq(sponsors.platformId, platformId), eq(sponsors.id, id)));
    return this.db
      .select({ id: lounges.id })
      .from(lounges)
      .where(and(eq(lounges.platformId, platformId), eq(lounges.id, id)));
  }

  /** One of the event's ads, or null. */
  async ad(platformId: number, adId: number): Promise<TLoggedAd | null> {
    const [row] = await this.db
      .select({ type: sponsorAds.type, title: sponsorAds.title, link: sponsorAds.link })
      .from(sponsorAds)
      .where(and(eq(sponsorAds.platformId, platformId), eq(sponsorAds.id, adId)));
    return row ?? null;
  }

  /** What a download names: a stand's document, a session or a presentation of the event, or null. */
  async download(
    platformId: number,
    itemType: Exclude<TDownloadLog['itemType'], 'SPONSOR_HOTSPOT'>,
    id: number,
  ): Promise<TLoggedDownload | null> {
    if (itemType === 'SPONSOR_DOCUMENT') {
      const [row] = await this.db
        .select({ title: sponsorDocuments.title, sponsorId: sponsorDocuments.sponsorId, uri: sponsorDocuments.uri })
        .from(sponsorDocuments)
        .where(and(eq(sponsorDocuments.platformId, platformId), eq(sponsorDocuments.id, id)));
      return row ?? null;
    }
    const [row] =
      itemType === 'SESSION'
        ? await this.db
            .select({ title: sessions.title })
            .from(sessions)
            .where(and(eq(sessions.platformId, platformId), eq(sessions.id, id)))
        : await this.db
            .select({ title: presentations.title })
            .from(presentations)
            .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
            .where(and(eq(sessions.platformId, platformId), eq(presentations.id, id)));
    return row ? { title: row.title, sponsorId: null, uri: null } : null;
  }

  /**
   * A stand's hotspot as a download log names it (spec 2 §3): a film watched is a VIDEO_VIEW_ITEM
   * of a YouTube or Vimeo hotspot, titled by the hotspot, its film as the content; a file taken
   * is a DOWNLOAD_ITEM of a documents hotspot, `itemContent` one of its items, titled by that
   * item. Anything else is a refusal naming the field at fault.
   */
  async hotspot(
    platformId: number,
    body: Pick<TDownloadLog, 'entityId' | 'logType' | 'itemContent'>,
  ): Promise<TLoggedDownload | TDownloadRefusal> {
    const [row] = await this.db
      .select({
        type: sponsorHotspots.type,
        title: sponsorHotspots.title,
        sponsorId: sponsorHotspots.sponsorId,
        items: sponsorHotspots.items,
      })
      .from(sponsorHotspots)
      .where(and(eq(sponsorHotspots.platformId, platformId), eq(sponsorHotspots.id, body.entityId)));
    if (!row) return { field: 'body.entityId', message: 'no stand hotspot of this event has this id' };
    if (body.logType === 'VIDEO_VIEW_ITEM') {
      if (row.type !== 'Youtube' && row.type !== 'Vimeo')
        return { field: 'body.logType', message: 'a video view names a YouTube or Vimeo hotspot' };
      return { title: row.title, sponsorId: row.sponsorId, uri: row.items[0]?.content ?? null };
    }
    if (row.type !== 'Documents') return { field: 'body.logType', message: 'a download names a documents hotspot' };
    const item = row.items.find((i) => i.content === body.itemContent);
    if (!item) return { field: 'body.itemContent', message: 'not one of the hotspot’s files' };
    return { title: item.title || item.content, sponsorId: row.sponsorId, uri: item.content };
  }
}
