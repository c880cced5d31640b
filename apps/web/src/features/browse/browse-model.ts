import {
  classifyLink,
  HOME_VOD_GROUP_SIZE,
  type TLinkTarget,
  type TPlatformSettings,
  type TSessionItem,
  type TSessionList,
  type TSponsorAd,
} from '@atrium/contracts';

/** spec 2 §5, §9: search text applies from 3 characters (or when cleared), 600 ms after typing stops. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 600;
/** spec 2 §2.4: the live list follows the clock: asked for again every minute at least. */
export const LIVE_REFRESH_MS = 60_000;
/** After a session's start or end, the lists are asked for again this much later (clocks differ a little). */
const LIVE_CHANGE_MARGIN_MS = 1_000;
/** Never sooner than this after the last answer, should the server's clock lag the browser's. */
const LIVE_CHANGE_MIN_MS = 2_000;

/**
 * The next instant the live-now lists change on their own: the first end among the live
 * sessions, the first start among the coming-up ones (the list is in start order, so the next
 * session to go live is on its first page). Undefined when neither list has one.
 */
export function nextLiveChange(live: readonly TSessionItem[], comingUp: readonly TSessionItem[]): number | undefined {
  const instants = [...live.map((item) => item.end), ...comingUp.map((item) => item.start)]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((instant) => Number.isFinite(instant));
  return instants.length ? Math.min(...instants) : undefined;
}

/**
 * How long to wait before asking for the live-now lists again: until just after `next`, but
 * never sooner than a little after the last answer (`answeredAt`), should the server's clock
 * lag the browser's (`now`), and never later than the minute.
 */
export function liveRefreshDelay(next: number | undefined, now: number, answeredAt: number): number {
  if (next === undefined) return LIVE_REFRESH_MS;
  const at = Math.max(next + LIVE_CHANGE_MARGIN_MS, answeredAt + LIVE_CHANGE_MIN_MS);
  return Math.min(LIVE_REFRESH_MS, Math.max(0, at - now));
}
/** spec 2 §2.2, §9: home card heights (medium and smaller / larger). */
export const HOME_CARD_HEIGHT = { small: 179, large: 224 } as const;

/** The lists of spec 2 §2.3–2.4. */
export type TListKind = 'vod' | 'poster' | 'live' | 'comingup';
export type TListView = 'grid' | 'list';

/**
 * A list's filters as the page keeps them; the URL query is their only store (spec 2 §2.3:
 * search, room, poster session, type, theme, keywords, speaker, list view), so that a filtered
 * list can be shared and Back restores it. There is no page: infinite scroll starts at 1.
 */
export type TBrowseFilter = {
  search: string;
  room: number[];
  postersession: number[];
  type: string[];
  theme: string[];
  keywords: string[];
  speaker: number[];
  view?: TListView;
};

export type TBrowseFilterChange = Partial<Omit<TBrowseFilter, 'view'>>;

const ID_KEYS = ['room', 'postersession', 'speaker'] as const;
const NAME_KEYS = ['type', 'theme', 'keywords'] as const;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const ids = (values: string[]) =>
  unique(values.map((v) => Number(v.trim())).filter((n) => Number.isSafeInteger(n) && n > 0));

/** URL query → filters; bad values are dropped (a hand-edited URL never breaks the page). */
export function browseFilterFromSearch(search: URLSearchParams): TBrowseFilter {
  const view = search.get('view');
  return {
    search: (search.get('search') ?? '').trim(),
    room: ids(search.getAll('room')),
    postersession: ids(search.getAll('postersession')),
    speaker: ids(search.getAll('speaker')),
    type: unique(search.getAll('type').filter(Boolean)),
    theme: unique(search.getAll('theme').filter(Boolean)),
    keywords: unique(search.getAll('keywords').filter(Boolean)),
    view: view === 'grid' || view === 'list' ? view : undefined,
  };
}

/** Filters → URL query, keys in a fixed order, empty values left out. */
export function searchFromBrowseFilter(filter: TBrowseFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.view) search.set('view', filter.view);
  if (filter.search) search.set('search', filter.search);
  for (const key of [...ID_KEYS, ...NAME_KEYS]) {
    for (const value of filter[key]) search.append(key, String(value));
  }
  return search;
}

/** Are any filters of the dialog set (the search and the view are not)? */
export function countActiveFilters(filter: TBrowseFilter): number {
  return [...ID_KEYS, ...NAME_KEYS].reduce((sum, key) => sum + filter[key].length, 0);
}

export const NO_FILTERS: TBrowseFilterChange = {
  room: [],
  postersession: [],
  speaker: [],
  type: [],
  theme: [],
  keywords: [],
};

/** Adds or removes one value of a multi-valued filter (the keywords). */
export function toggleValue<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** spec 2 §5: the search applies when empty or at least 3 characters long. */
export function isSearchApplied(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= SEARCH_MIN_CHARS;
}

export type TSessionListQuery = {
  page: number;
  at?: number;
  live?: 'true';
  comingup?: 'true';
  poster?: 'true';
  search?: string;
  room?: string[];
  postersession?: string[];
  type?: string[];
  theme?: string[];
  keywords?: string[];
  speaker?: string[];
};

/** A page of one list: the list's flag, its filters (only those set) and `at` after the first page. */
export function sessionListQuery(
  kind: TListKind,
  filter: TBrowseFilter | null,
  page: number,
  at?: number,
): TSessionListQuery {
  const query: TSessionListQuery = { page };
  if (kind === 'live') query.live = 'true';
  if (kind === 'comingup') query.comingup = 'true';
  if (kind === 'poster') query.poster = 'true';
  if (at !== undefined && page > 1) query.at = at;
  if (!filter) return query;
  if (filter.search) query.search = filter.search;
  for (const key of ID_KEYS) if (filter[key].length) query[key] = filter[key].map(String);
  for (const key of NAME_KEYS) if (filter[key].length) query[key] = [...filter[key]];
  return query;
}

export type TPageParam = { page: number; at?: number };

/**
 * The next page of an infinite list, or none once every item is in (or a page came back
 * empty). Later pages carry the first page's `at`, so that a session going live between two
 * pages neither repeats an item nor skips one.
 */
export function nextPageParam(pages: TSessionList[]): TPageParam | undefined {
  const [first] = pages;
  const last = pages[pages.length - 1];
  if (!first || !last || last.items.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total ? { page: pages.length + 1, at: first.at } : undefined;
}

/** The filters the dialog offers (spec 2 §2.3; the special events are the two flags). */
export type TFilterFields = {
  theme: boolean;
  /** spec 2 §2.3: the theme is called topic for the special events (useTopicLabel). */
  themeIsTopic: boolean;
  type: boolean;
  posterSession: boolean;
  speaker: boolean;
  room: boolean;
  keywords: boolean;
};

export function filterFields(
  kind: 'vod' | 'poster',
  settings: Pick<TPlatformSettings, 'useTopicLabel' | 'enableSessionFilterInPosterModule' | 'enableVodKeywordFilter'>,
): TFilterFields {
  const isPoster = kind === 'poster';
  const peopleAndPlaces = !isPoster && !settings.enableVodKeywordFilter;
  return {
    theme: true,
    themeIsTopic: settings.useTopicLabel,
    type: true,
    posterSession: isPoster && settings.enableSessionFilterInPosterModule,
    speaker: peopleAndPlaces,
    room: peopleAndPlaces,
    // Both lists: the poster list filters on keywords too when the event asks for it.
    keywords: settings.enableVodKeywordFilter,
  };
}

/** spec 2 §2.3: the count of items found shows with the list's counter flag. */
export function showsCount(kind: 'vod' | 'poster', show: TPlatformSettings['show']): boolean {
  return kind === 'poster' ? show.PosterCount : show.VodCount;
}

type TActivityFields = Pick<
  TSessionItem,
  'videoIFrameUri' | 'externalContentUri' | 'isExternalContentSession' | 'isAPoster' | 'posterUploadUri'
>;

/**
 * spec 2 §5: a video frame address must start with https (any case); an address on the event's
 * own site (`/media/…`) is as safe and plays in the player too (player-model's sessionContent).
 */
const hasVideo = (item: Pick<TSessionItem, 'videoIFrameUri'>) => /^(https:|\/(?!\/))/i.test(item.videoIFrameUri.trim());
const hasExternal = (item: Pick<TSessionItem, 'externalContentUri' | 'isExternalContentSession'>) =>
  item.isExternalContentSession && item.externalContentUri.trim() !== '';

/**
 * spec 2 §4 "Session card activity": active with a video frame address starting with https,
 * or external content with an address, or a poster with its file. An inactive card raises the
 * no-content dialog.
 */
export function isCardActive(item: TActivityFields): boolean {
  return hasVideo(item) || hasExternal(item) || (item.isAPoster && Boolean(item.posterUploadUri));
}

/** spec 2 §2.2: playable: a video frame address starting with https:, or external content with an address. */
export function isPlayable(item: TActivityFields): boolean {
  return hasVideo(item) || hasExternal(item);
}

/**
 * Where a card (or the home's Launch) goes (spec 2 §2.2): external content to its address (a
 * new tab when it is http(s), else a path of the event), a poster to its PDF in a new tab (the
 * poster player is not built yet), a playable or live session to its session page (a live one
 * joins even before its video is set); anything else nowhere (the no-content dialog).
 */
export function launchTarget(
  item: TActivityFields & Pick<TSessionItem, 'id' | 'isLive'>,
  eventCode: string,
): TLinkTarget {
  if (item.isAPoster) {
    return item.posterUploadUri ? { kind: 'external', href: item.posterUploadUri } : { kind: 'none' };
  }
  if (hasExternal(item)) return classifyLink(item.externalContentUri, eventCode);
  if (hasVideo(item) || item.isLive) return { kind: 'internal', path: `/${eventCode}/session/${item.id}` };
  return { kind: 'none' };
}

/** A grey 16:9 picture: the last step of the fallback order, when the event sets none. */
export const DEFAULT_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3a3a3a"/><path d="M6.5 2.5v4l3.5-2z" fill="#8a8a8a"/></svg>',
)}`;

/**
 * spec 2 §4 "Thumbnail fallback order": the home's own picture (on the home), then the
 * session's thumbnail (unless alwaysUseDefaultThumbnail), then the event's default session
 * thumbnail, then its card image, then the built-in default.
 */
export function thumbnailFor(
  item: Pick<TSessionItem, 'thumbnailUri'>,
  settings: Pick<TPlatformSettings, 'alwaysUseDefaultThumbnail' | 'defaultSessionThumbnailUri' | 'cardImageUri'>,
  homeVodThumbnailUri = '',
): string {
  if (homeVodThumbnailUri.trim()) return homeVodThumbnailUri;
  if (!settings.alwaysUseDefaultThumbnail && item.thumbnailUri.trim()) return item.thumbnailUri;
  if (settings.defaultSessionThumbnailUri.trim()) return settings.defaultSessionThumbnailUri;
  if (settings.cardImageUri.trim()) return settings.cardImageUri;
  return DEFAULT_THUMBNAIL;
}

/** spec 2 §2.2, §9: the More button of a home group shows only when it holds exactly 10 items. */
export function hasMoreButton(items: readonly unknown[]): boolean {
  return items.length === HOME_VOD_GROUP_SIZE;
}

export type THomeGroupType = 'room' | 'theme' | 'type';

/** spec 2 §2.2: a home group's heading links to the VOD list filtered on the group. */
export function homeGroupLink(eventCode: string, groupType: THomeGroupType, groupId: string | number): string {
  return `/${eventCode}/vod?${new URLSearchParams({ [groupType]: String(groupId) }).toString()}`;
}

export type TBreakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** spec 2 §2.2, §9: home cards are 179 high at medium and smaller, 224 otherwise. */
export function homeCardHeight(breakpoint: TBreakpoint): number {
  return breakpoint === 'lg' || breakpoint === 'xl' ? HOME_CARD_HEIGHT.large : HOME_CARD_HEIGHT.small;
}

/** spec 2 §2.2: the hero's buttons: small for xs and sm, large for md and lg, x-large for xl. */
export function heroButtonSize(breakpoint: TBreakpoint): 'small' | 'large' | 'x-large' {
  if (breakpoint === 'xs' || breakpoint === 'sm') return 'small';
  return breakpoint === 'xl' ? 'x-large' : 'large';
}

/** spec 2 §2.2: page background and text of the home, the data's else #141414 and #030303. */
export function homeColours(data: { backgroundColour: string; textColour: string }) {
  return { background: data.backgroundColour || '#141414', text: data.textColour || '#030303' };
}

/** spec 2 §2.2: bookmarking from the home is ignored when there is no session. */
export function canBookmarkFromHome(
  item: Pick<TSessionItem, 'id'> | null | undefined,
): item is Pick<TSessionItem, 'id'> {
  return Boolean(item && item.id > 0);
}

/**
 * Where the inline ads sit in a list (spec 2 §2.3 names the slots, not their places): the
 * first slot after the 4th card, the second after the 12th; a slot without its ad is skipped.
 */
export const INLINE_AD_AFTER = [4, 12] as const;

export type TListEntry = { kind: 'item'; item: TSessionItem } | { kind: 'ad'; ad: TSponsorAd };

export function withInlineAds(items: TSessionItem[], slots: (TSponsorAd | undefined)[]): TListEntry[] {
  const entries: TListEntry[] = [];
  items.forEach((item, index) => {
    entries.push({ kind: 'item', item });
    const slot = INLINE_AD_AFTER.indexOf((index + 1) as (typeof INLINE_AD_AFTER)[number]);
    const ad = slot >= 0 ? slots[slot] : undefined;
    if (ad) entries.push({ kind: 'ad', ad });
  });
  return entries;
}

/** The ads a list shows: its banner and its inline slots (spec 2 §3 "Ad" types). */
export function listAds(kind: 'vod' | 'poster', ads: TSponsorAd[]) {
  const first = (type: TSponsorAd['type']) => ads.find((ad) => ad.type === type);
  return kind === 'vod'
    ? { banner: first('BannerVod'), inline: [first('InlineVodSlot1'), first('InlineVodSlot2')] }
    : { banner: first('BannerPoster'), inline: [first('InlinePosterSlot1')] };
}
