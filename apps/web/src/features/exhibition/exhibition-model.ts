import {
  classifyLink,
  isExternalLink,
  type THotspot,
  type TSponsorCard,
  type TSponsorFilterQuery,
} from '@atrium/contracts';

/** spec 2 §5, §9: search text applies from 3 characters (or when cleared), 600 ms after typing stops. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 600;

/** spec 2 §5: the search applies when empty or at least 3 characters long. */
export function isSearchApplied(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= SEARCH_MIN_CHARS;
}

/**
 * The exhibition's filters as the page keeps them; the URL query is their only store (spec 2
 * §2.5: search, group, theme, industry, expertise, keywords, each but the search repeatable),
 * so that a filtered exhibition can be shared and Back restores it.
 */
export type TExpoFilter = {
  search: string;
  group: number[];
  theme: string[];
  industry: string[];
  expertise: string[];
  keywords: string[];
};

export type TExpoFilterChange = Partial<TExpoFilter>;

const NAME_KEYS = ['theme', 'industry', 'expertise', 'keywords'] as const;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** URL query → filters; bad values are dropped (a hand-edited URL never breaks the page). */
export function expoFilterFromSearch(search: URLSearchParams): TExpoFilter {
  const names = (key: (typeof NAME_KEYS)[number]) =>
    unique(
      search
        .getAll(key)
        .map((v) => v.trim())
        .filter(Boolean),
    );
  return {
    search: (search.get('search') ?? '').trim(),
    group: unique(
      search
        .getAll('group')
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
    theme: names('theme'),
    industry: names('industry'),
    expertise: names('expertise'),
    keywords: names('keywords'),
  };
}

/** Filters → URL query, keys in a fixed order, empty values left out. */
export function searchFromExpoFilter(filter: TExpoFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.search) search.set('search', filter.search);
  for (const group of filter.group) search.append('group', String(group));
  for (const key of NAME_KEYS) for (const value of filter[key]) search.append(key, value);
  return search;
}

/** The filters of the dialog that are set (spec 2 §2.5: "a filter count is shown"; the search is not one). */
export function countExpoFilters(filter: TExpoFilter): number {
  return filter.group.length + NAME_KEYS.reduce((sum, key) => sum + filter[key].length, 0);
}

export const NO_EXPO_FILTERS: TExpoFilterChange = { group: [], theme: [], industry: [], expertise: [], keywords: [] };

/** GET /sponsors/filter's query: only the filters that are set. */
export function sponsorFilterQuery(filter: TExpoFilter): TSponsorFilterQuery {
  const query: TSponsorFilterQuery = {};
  if (filter.search) query.search = filter.search;
  if (filter.group.length) query.group = filter.group.map(String);
  for (const key of NAME_KEYS) if (filter[key].length) query[key] = [...filter[key]];
  return query;
}

/** Where a link of a stand leads (spec 2 §5: http(s) in a new tab, mailto and tel as they are, else a path of the event). */
export type TStandLinkTarget =
  | { kind: 'newTab'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'internal'; path: string }
  | { kind: 'none' };

export function standLinkTarget(uri: string, eventCode: string): TStandLinkTarget {
  const value = uri.trim();
  if (isExternalLink(value)) return { kind: 'newTab', href: value };
  const target = classifyLink(value, eventCode);
  if (target.kind === 'external') return { kind: 'mail', href: target.href };
  if (target.kind === 'internal') return { kind: 'internal', path: target.path };
  return { kind: 'none' };
}

/** spec 2 §2.5: a sponsor's card opens its external content in a new tab when it has some, else its stand. */
export function sponsorCardTarget(
  card: Pick<TSponsorCard, 'id' | 'externalContentUri'>,
  eventCode: string,
): TStandLinkTarget {
  const external = card.externalContentUri.trim();
  if (external && isExternalLink(external)) return { kind: 'newTab', href: external };
  if (external) {
    const target = standLinkTarget(external, eventCode);
    if (target.kind !== 'none') return target;
  }
  return { kind: 'internal', path: `/${eventCode}/stand/${card.id}` };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** A hotspot's box on the stand picture: its position and size are percentages of the picture (spec 2 §3 "maps"). */
export function hotspotBox(hotspot: Pick<THotspot, 'posTop' | 'posLeft' | 'mapHeight' | 'mapWidth'>) {
  const top = clampPercent(hotspot.posTop);
  const left = clampPercent(hotspot.posLeft);
  return {
    top: `${top}%`,
    left: `${left}%`,
    height: `${Math.min(clampPercent(hotspot.mapHeight), 100 - top)}%`,
    width: `${Math.min(clampPercent(hotspot.mapWidth), 100 - left)}%`,
  };
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * The frame address of a video or frame hotspot: an https address as it is (spec 2 §5: a video
 * frame's address must start with https), a bare YouTube or Vimeo id as its player's address, a
 * YouTube or Vimeo watch page as its embed. Null when there is nothing safe to show.
 */
export function hotspotFrameSrc(type: THotspot['type'], content: string): string | null {
  const value = content.trim();
  if (type === 'Youtube' && YOUTUBE_ID.test(value)) return `https://www.youtube-nocookie.com/embed/${value}`;
  if (type === 'Vimeo' && VIMEO_ID.test(value)) return `https://player.vimeo.com/video/${value}`;
  if (!/^https:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (type === 'Youtube') {
    const host = url.hostname.replace(/^www\./, '');
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : host === 'youtube.com' && url.pathname === '/watch'
          ? url.searchParams.get('v')
          : null;
    if (id && YOUTUBE_ID.test(id)) return `https://www.youtube-nocookie.com/embed/${id}`;
  }
  if (type === 'Vimeo') {
    const host = url.hostname.replace(/^www\./, '');
    const id = host === 'vimeo.com' ? url.pathname.slice(1) : null;
    if (id && VIMEO_ID.test(id)) return `https://player.vimeo.com/video/${id}`;
  }
  return url.href;
}

/** What choosing a hotspot does (spec 2 §2.6). */
export type THotspotAction =
  | TStandLinkTarget
  | { kind: 'frame'; src: string; width: number; height: number }
  | { kind: 'documents'; items: THotspot['items'] };

export function hotspotAction(hotspot: THotspot, eventCode: string): THotspotAction {
  const first = hotspot.items[0]?.content ?? '';
  switch (hotspot.type) {
    case 'Link':
      return standLinkTarget(first, eventCode);
    case 'Documents':
      return hotspot.items.length ? { kind: 'documents', items: hotspot.items } : { kind: 'none' };
    default: {
      const src = hotspotFrameSrc(hotspot.type, first);
      if (!src) return { kind: 'none' };
      return { kind: 'frame', src, ...frameSize(hotspot.vidWidth, hotspot.vidHeight) };
    }
  }
}

/** A frame dialog's size: the hotspot's, or 16:9 at 640 when it gives none. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  return width > 0 && height > 0 ? { width, height } : { width: 640, height: 360 };
}

/** A person's initials for an avatar without a photo: up to 3 letters from the parts of the name. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Adds or removes one value of a multi-valued filter (the keywords). */
export function toggleValue<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
