import {
  DIRECTORY_SEARCH_MIN,
  displayName,
  groupRoomName,
  HOTSPOT_ITEMS_MAX,
  HOTSPOT_TYPES,
  STAFF_LINK_ICONS,
  STAFF_LINKS_MAX,
  type THotspot,
  type THotspotType,
  type TSponsorCard,
  type TSponsorDetail,
  type TSponsorFilterOptions,
  type TSponsorList,
  type TSponsorTypeGroup,
  type TStaffLinkIcon,
  type ZSponsorFilterQuery,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { htmlToText, sanitizeRichText } from '../../lib/html-text.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { HubPort } from '../../realtime/hub-port.ts';
import { foldForSearch } from '../users/directory-text.ts';
import type { SponsorGroupRow, SponsorRow, SponsorsRepository } from './sponsors.repository.ts';

type TFilterQuery = z.output<typeof ZSponsorFilterQuery>;
type Exhibition = { rows: SponsorRow[]; groups: SponsorGroupRow[] };

/** How long one read of an event's sponsors serves the exhibition's lists. */
const EXHIBITION_READ_MS = 5_000;
/** Events whose exhibition is kept at once (far above the events a node serves). */
const EVENTS_KEPT = 1_000;

const values = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => v.trim()).filter(Boolean);

const sorted = (items: Iterable<string>) => [...new Set(items)].filter(Boolean).sort((a, b) => a.localeCompare(b));

/** A link a stand may show: an http(s) address, a mailto, or a path of the event (spec 2 §5). */
export function standLink(uri: string): string {
  const value = uri.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || /^[\w-]+(\/[\w-]*)*(\?[^\s]*)?$/.test(value)) return value;
  return '';
}

/**
 * What a video or frame hotspot shows: an https address (spec 2 §5: video addresses start with
 * https; a frame may be given as an `<iframe>` tag, whose https `src` is taken). Anything else
 * shows nothing rather than something unsafe.
 */
export function frameAddress(content: string): string {
  let value = content.trim();
  if (/^<iframe\b/i.test(value)) value = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1] ?? '';
  return /^https:\/\/[^\s"'<>]+$/i.test(value) ? value : '';
}

const linkIcon = (icon: string): TStaffLinkIcon =>
  (STAFF_LINK_ICONS as readonly string[]).includes(icon) ? (icon as TStaffLinkIcon) : 'web';

function hotspotItems(type: THotspotType, items: { title: string; content: string }[]) {
  const safe = (content: string) =>
    type === 'Youtube' || type === 'Vimeo' || type === 'IFrame' ? frameAddress(content) : standLink(content);
  return items
    .slice(0, type === 'Documents' ? HOTSPOT_ITEMS_MAX : 1)
    .map((item) => ({ title: item.title, content: safe(item.content) }))
    .filter((item) => item.content !== '');
}

/**
 * The exhibition (spec 2 §2.5, §2.6): sponsors grouped by type and filtered, the filter
 * options, and a stand with its hotspots, staff (online: in the stand's chat now, on any node),
 * documents, links and lounge.
 */
export class SponsorsService {
  /** Search text per sponsor row, made once per row read. */
  private readonly searchText = new WeakMap<SponsorRow, string>();
  /** The event's sponsors and groups as last read, per event, for EXHIBITION_READ_MS. */
  private readonly exhibitions: TtlCache<number, Exhibition>;

  constructor(
    private readonly repo: SponsorsRepository,
    private readonly hub: HubPort,
    private readonly loungeOf: (platformId: number, sponsorId: number) => Promise<{ id: number; title: string } | null>,
    clock: Clock,
  ) {
    this.exhibitions = new TtlCache(clock, { ttlMs: EXHIBITION_READ_MS, maxSize: EVENTS_KEPT });
  }

  /**
   * The event's sponsors and groups: read once per EXHIBITION_READ_MS per event however many
   * visitors ask (a stand list changes rarely; a change shows within that time on every node).
   */
  private exhibition(platformId: number): Promise<Exhibition> {
    return this.exhibitions.getOrLoad(platformId, async () => {
      const [rows, groups] = await Promise.all([this.repo.sponsors(platformId), this.repo.groups(platformId)]);
      return { rows, groups };
    });
  }

  /** Forgets what was read of an event's exhibition (after a change to its sponsors). */
  invalidate(platformId: number): void {
    this.exhibitions.delete(platformId);
  }

  private textOf(row: SponsorRow): string {
    let text = this.searchText.get(row);
    if (text === undefined) {
      text = foldForSearch(
        [
          row.title,
          row.shortDescription,
          htmlToText(row.description),
          row.theme,
          row.industry,
          row.expertise,
          ...row.keywords,
        ].join(' '),
      );
      this.searchText.set(row, text);
    }
    return text;
  }

  /** `GET /sponsors/filter`: groups with their matching sponsors, in order; sponsors without a group last. */
  async list(platformId: number, query: TFilterQuery): Promise<TSponsorList> {
    const { rows, groups } = await this.exhibition(platformId);
    const search = foldForSearch(query.search ?? '');
    const groupIds = new Set(values(query.group).map(Number));
    const among = (wanted: string[]) => new Set(wanted.map((v) => v.toLowerCase()));
    const themes = among(values(query.theme));
    const industries = among(values(query.industry));
    const expertises = among(values(query.expertise));
    const keywords = among(values(query.keywords));
    const matches = (row: SponsorRow) =>
      (search.length < DIRECTORY_SEARCH_MIN || this.textOf(row).includes(search)) &&
      (groupIds.size === 0 || (row.groupId !== null && groupIds.has(row.groupId))) &&
      (themes.size === 0 || themes.has(row.theme.toLowerCase())) &&
      (industries.size === 0 || industries.has(row.industry.toLowerCase())) &&
      (expertises.size === 0 || expertises.has(row.expertise.toLowerCase())) &&
      (keywords.size === 0 || row.keywords.some((k) => keywords.has(k.toLowerCase())));
    const byGroup = new Map<number, TSponsorCard[]>();
    let total = 0;
    for (const row of rows) {
      if (!matches(row)) continue;
      total++;
      const key = row.groupId ?? 0;
      const cards = byGroup.get(key) ?? [];
      cards.push(card(row));
      byGroup.set(key, cards);
    }
    const answer: TSponsorTypeGroup[] = [];
    for (const group of groups) {
      const cards = byGroup.get(group.id);
      if (cards) answer.push(presentGroup(group, cards));
    }
    const ungrouped = byGroup.get(0);
    if (ungrouped) answer.push({ id: 0, title: '', colour: '', textColour: '', iconUri: '', sponsors: ungrouped });
    return { groups: answer, total };
  }

  /** `GET /sponsors/filters`: the values the event's sponsors use; groups that have sponsors. */
  async filters(platformId: number): Promise<TSponsorFilterOptions> {
    const { rows, groups } = await this.exhibition(platformId);
    const used = new Set(rows.map((r) => r.groupId));
    return {
      groups: groups.filter((g) => used.has(g.id)).map((g) => ({ id: g.id, title: g.title })),
      themes: sorted(rows.map((r) => r.theme)),
      industries: sorted(rows.map((r) => r.industry)),
      expertises: sorted(rows.map((r) => r.expertise)),
      keywords: sorted(rows.flatMap((r) => r.keywords)),
    };
  }

  /** `GET /sponsors/{id}`: the stand; another event's sponsor is not found. */
  async stand(platformId: number, sponsorId: number): Promise<TSponsorDetail> {
    const row = await this.repo.sponsor(platformId, sponsorId);
    if (!row) throw notFound('Sponsor not found');
    const [group, staff, hotspots, documents, links, lounge] = await Promise.all([
      row.groupId === null ? undefined : this.repo.group(platformId, row.groupId),
      this.repo.staff(sponsorId),
      this.repo.hotspots(sponsorId),
      this.repo.documents(sponsorId),
      this.repo.links(sponsorId),
      this.loungeOf(platformId, sponsorId),
    ]);
    const online = row.enableStandChat
      ? await this.hub.present(
          groupRoomName(platformId, 'SPONSOR', sponsorId),
          staff.map((s) => s.userId),
        )
      : staff.map(() => false);
    return {
      id: row.id,
      title: row.title,
      shortDescription: row.shortDescription,
      description: sanitizeRichText(row.description),
      thumbnailImageUri: row.thumbnailImageUri,
      standImageUri: row.standImageUri,
      externalContentUri: row.externalContentUri,
      enableStandChat: row.enableStandChat,
      group: group ? { id: group.id, title: group.title, colour: group.colour, textColour: group.textColour } : null,
      theme: row.theme,
      industry: row.industry,
      expertise: row.expertise,
      keywords: row.keywords,
      staff: staff.map((s, i) => ({
        id: s.id,
        userId: s.userId,
        userName: displayName(s),
        jobTitle: s.jobTitle || s.profileJobTitle,
        photoUri: s.photoUri,
        online: online[i] ?? false,
        links: s.links
          .slice(0, STAFF_LINKS_MAX)
          .map((l) => ({ uri: standLink(l.uri), icon: linkIcon(l.icon) }))
          .filter((l) => l.uri !== ''),
      })),
      maps: hotspots.flatMap((h): THotspot[] => {
        if (!(HOTSPOT_TYPES as readonly string[]).includes(h.type)) return [];
        const type = h.type as THotspotType;
        return [
          {
            id: h.id,
            type,
            title: h.title,
            posTop: h.posTop,
            posLeft: h.posLeft,
            mapHeight: h.mapHeight,
            mapWidth: h.mapWidth,
            vidWidth: h.vidWidth,
            vidHeight: h.vidHeight,
            items: hotspotItems(type, h.items),
          },
        ];
      }),
      documents,
      links: links.map((l) => ({ ...l, uri: standLink(l.uri) })).filter((l) => l.uri !== ''),
      lounge,
    };
  }

  /** A document of a stand of this event (bookmarks), or undefined. */
  document(platformId: number, documentId: number) {
    return this.repo.document(platformId, documentId);
  }
}

function card(row: SponsorRow): TSponsorCard {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    thumbnailImageUri: row.thumbnailImageUri,
    externalContentUri: row.externalContentUri,
  };
}

function presentGroup(group: SponsorGroupRow, sponsors: TSponsorCard[]): TSponsorTypeGroup {
  return {
    id: group.id,
    title: group.title,
    colour: group.colour,
    textColour: group.textColour,
    iconUri: group.iconUri,
    sponsors,
  };
}
