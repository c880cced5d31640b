import type { TSessionItem, TSessionList, TSponsorAd } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  browseFilterFromSearch,
  canBookmarkFromHome,
  countActiveFilters,
  DEFAULT_THUMBNAIL,
  filterFields,
  hasMoreButton,
  heroButtonSize,
  homeCardHeight,
  homeColours,
  homeGroupLink,
  isCardActive,
  isPlayable,
  isSearchApplied,
  launchTarget,
  listAds,
  liveRefreshDelay,
  MAX_KEPT_PAGE,
  nextLiveChange,
  nextPageParam,
  pageFromSearch,
  searchFromBrowseFilter,
  searchWithPage,
  sessionListQuery,
  showsCount,
  thumbnailFor,
  withInlineAds,
} from './browse-model.ts';

const item = (overrides: Partial<TSessionItem> = {}): TSessionItem => ({
  id: 7,
  sessionId: null,
  title: 'Cardiac MRI',
  description: '',
  start: null,
  end: null,
  roomName: 'Room A',
  roomAlias: '',
  roomOrder: 1,
  type: 'Lecture',
  theme: 'Imaging',
  keywords: [],
  thumbnailUri: '/thumbs/7.jpg',
  homeVodThumbnailUri: '',
  sponsorThumbnailUri: '',
  sponsorThumbnailLinkUri: '',
  videoIFrameUri: '',
  externalContentUri: '',
  isExternalContentSession: false,
  posterUploadUri: null,
  isSession: true,
  isPresentation: false,
  isAPoster: false,
  isLive: false,
  hasContent: false,
  speakerName: '',
  coAuthors: '',
  moderators: [],
  ...overrides,
});

describe('filters in the URL (spec 2 §2.3)', () => {
  it('reads every filter, repeated keys included, and drops bad values', () => {
    const filter = browseFilterFromSearch(
      new URLSearchParams(
        'search=%20heart%20&room=3&room=x&room=3&postersession=12&type=Poster&theme=Imaging&keywords=MRI&keywords=Heart%2C+lungs&speaker=-1&speaker=9&view=list',
      ),
    );
    expect(filter).toEqual({
      search: 'heart',
      room: [3],
      postersession: [12],
      speaker: [9],
      type: ['Poster'],
      theme: ['Imaging'],
      keywords: ['MRI', 'Heart, lungs'],
      view: 'list',
    });
    expect(browseFilterFromSearch(new URLSearchParams('view=tiles')).view).toBeUndefined();
  });

  it('writes the same URL back, empty values left out, so a shared address gives the same list', () => {
    const search = new URLSearchParams('theme=Imaging&keywords=MRI&keywords=CT&view=grid&search=heart');
    const written = searchFromBrowseFilter(browseFilterFromSearch(search));
    expect(written.toString()).toBe('view=grid&search=heart&theme=Imaging&keywords=MRI&keywords=CT');
    expect(browseFilterFromSearch(written)).toEqual(browseFilterFromSearch(search));
    expect(searchFromBrowseFilter(browseFilterFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('counts the dialog’s filters, not the search or the view', () => {
    expect(countActiveFilters(browseFilterFromSearch(new URLSearchParams('search=abc&view=list')))).toBe(0);
    expect(countActiveFilters(browseFilterFromSearch(new URLSearchParams('theme=A&keywords=B&keywords=C')))).toBe(3);
  });

  it('applies a search when empty or from 3 characters (spec 2 §5)', () => {
    expect(isSearchApplied('')).toBe(true);
    expect(isSearchApplied(' ab ')).toBe(false);
    expect(isSearchApplied('abc')).toBe(true);
  });
});

describe('the list calls (spec 2 §7)', () => {
  it('asks for one list with only the filters set, and `at` from page 2 on', () => {
    const filter = browseFilterFromSearch(new URLSearchParams('theme=Imaging&keywords=MRI&room=3&view=list'));
    expect(sessionListQuery('poster', filter, 1)).toEqual({
      page: 1,
      poster: 'true',
      room: ['3'],
      theme: ['Imaging'],
      keywords: ['MRI'],
    });
    expect(sessionListQuery('vod', null, 2, 1234)).toEqual({ page: 2, at: 1234 });
    expect(sessionListQuery('live', null, 1, 1234)).toEqual({ page: 1, live: 'true' });
    expect(sessionListQuery('comingup', null, 1)).toEqual({ page: 1, comingup: 'true' });
  });

  it('asks for the next page with the first page’s instant until every item is in', () => {
    const page = (count: number, total: number, at: number): TSessionList => ({
      items: Array.from({ length: count }, (_, i) => item({ id: i + 1 })),
      total,
      at,
    });
    expect(nextPageParam([page(25, 60, 100)])).toEqual({ page: 2, at: 100 });
    expect(nextPageParam([page(25, 60, 100), page(25, 60, 200)])).toEqual({ page: 3, at: 100 });
    expect(nextPageParam([page(25, 60, 100), page(25, 60, 100), page(10, 60, 100)])).toBeUndefined();
    expect(nextPageParam([page(25, 60, 100), page(0, 60, 100)])).toBeUndefined();
    expect(nextPageParam([])).toBeUndefined();
  });
});

describe('the filters dialog (spec 2 §2.3)', () => {
  const settings = { useTopicLabel: false, enableSessionFilterInPosterModule: false, enableVodKeywordFilter: false };

  it('offers speaker and room on the VOD list only, poster session on posters when enabled', () => {
    expect(filterFields('vod', settings)).toMatchObject({
      speaker: true,
      room: true,
      posterSession: false,
      keywords: false,
    });
    expect(filterFields('poster', settings)).toMatchObject({ speaker: false, room: false, posterSession: false });
    expect(filterFields('poster', { ...settings, enableSessionFilterInPosterModule: true }).posterSession).toBe(true);
  });

  it('with the keyword filter: keywords instead of speaker and room; topic for the theme', () => {
    const special = { ...settings, enableVodKeywordFilter: true, useTopicLabel: true };
    expect(filterFields('vod', special)).toMatchObject({
      keywords: true,
      speaker: false,
      room: false,
      themeIsTopic: true,
    });
    expect(filterFields('poster', special).keywords).toBe(true);
  });

  it('shows the count found with the list’s counter flag', () => {
    const show = { VodCount: true, PosterCount: false } as Parameters<typeof showsCount>[1];
    expect(showsCount('vod', show)).toBe(true);
    expect(showsCount('poster', show)).toBe(false);
  });
});

describe('card activity and launch (spec 2 §2.2, §4)', () => {
  it('is active with an https video, external content with an address, or a poster with its file', () => {
    expect(isCardActive(item({ videoIFrameUri: 'HTTPS://player.example/1' }))).toBe(true);
    expect(isCardActive(item({ videoIFrameUri: 'http://player.example/1' }))).toBe(false);
    // A recording on the event's own site plays too; another site's address without https does not.
    expect(isCardActive(item({ videoIFrameUri: '/media/demo/clip-0.mp4' }))).toBe(true);
    expect(isCardActive(item({ videoIFrameUri: '//player.example/1' }))).toBe(false);
    expect(isCardActive(item({ isExternalContentSession: true, externalContentUri: 'https://x.example' }))).toBe(true);
    expect(isCardActive(item({ isExternalContentSession: true, externalContentUri: ' ' }))).toBe(false);
    expect(isCardActive(item({ isAPoster: true, posterUploadUri: '/files/p.pdf?sig=1' }))).toBe(true);
    expect(isCardActive(item({ isAPoster: true, posterUploadUri: null }))).toBe(false);
    expect(isCardActive(item())).toBe(false);
  });

  it('plays a video or external content; a poster file is active but not playable', () => {
    expect(isPlayable(item({ videoIFrameUri: 'https://player.example/1' }))).toBe(true);
    expect(isPlayable(item({ videoIFrameUri: '/media/demo/stream-0.m3u8' }))).toBe(true);
    expect(isPlayable(item({ isAPoster: true, posterUploadUri: '/files/p.pdf' }))).toBe(false);
  });

  it('plays a recording served by the event’s own site, not one of another host without https', () => {
    const own = item({ videoIFrameUri: '/media/demo/recording-1.wav' });
    expect(isPlayable(own)).toBe(true);
    expect(isCardActive(own)).toBe(true);
    expect(launchTarget(own, 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/session/7' });
    expect(isPlayable(item({ videoIFrameUri: '//cdn.example/v.mp4' }))).toBe(false);
    expect(isPlayable(item({ videoIFrameUri: 'javascript:alert(1)' }))).toBe(false);
  });

  it('launches external content in a new tab, a playable or live session to its page, else nowhere', () => {
    const external = item({ isExternalContentSession: true, externalContentUri: 'https://meet.example/x' });
    expect(launchTarget(external, 'DEMO')).toEqual({ kind: 'external', href: 'https://meet.example/x' });
    const internal = item({ isExternalContentSession: true, externalContentUri: 'expo' });
    expect(launchTarget(internal, 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/expo' });
    expect(launchTarget(item({ videoIFrameUri: 'https://player.example/1' }), 'DEMO')).toEqual({
      kind: 'internal',
      path: '/DEMO/session/7',
    });
    expect(launchTarget(item({ isLive: true }), 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/session/7' });
    expect(launchTarget(item(), 'DEMO')).toEqual({ kind: 'none' });
  });

  it('opens a poster’s PDF, or nothing without one', () => {
    const poster = item({ isAPoster: true, sessionId: 3, posterUploadUri: '/files/p.pdf?sig=1' });
    expect(launchTarget(poster, 'DEMO')).toEqual({ kind: 'external', href: '/files/p.pdf?sig=1' });
    expect(launchTarget({ ...poster, posterUploadUri: null }, 'DEMO')).toEqual({ kind: 'none' });
  });
});

describe('thumbnail fallback order (spec 2 §4)', () => {
  const settings = {
    alwaysUseDefaultThumbnail: false,
    defaultSessionThumbnailUri: '/default.jpg',
    cardImageUri: '/card.jpg',
  };

  it('takes the home picture, then the session’s, then the event’s default, the card image, the built-in one', () => {
    expect(thumbnailFor(item(), settings, '/home.jpg')).toBe('/home.jpg');
    expect(thumbnailFor(item(), settings)).toBe('/thumbs/7.jpg');
    expect(thumbnailFor(item({ thumbnailUri: '' }), settings)).toBe('/default.jpg');
    expect(thumbnailFor(item({ thumbnailUri: '' }), { ...settings, defaultSessionThumbnailUri: '' })).toBe('/card.jpg');
    expect(
      thumbnailFor(item({ thumbnailUri: '' }), { ...settings, defaultSessionThumbnailUri: '', cardImageUri: '' }),
    ).toBe(DEFAULT_THUMBNAIL);
  });

  it('skips the session’s thumbnail when the event always uses the default', () => {
    expect(thumbnailFor(item(), { ...settings, alwaysUseDefaultThumbnail: true })).toBe('/default.jpg');
  });
});

describe('the on-demand home (spec 2 §2.2, §9)', () => {
  it('shows More only for a group of exactly 10', () => {
    expect(hasMoreButton(Array(10).fill(item()))).toBe(true);
    expect(hasMoreButton(Array(9).fill(item()))).toBe(false);
    expect(hasMoreButton([])).toBe(false);
  });

  it('links a group heading to the VOD list filtered on it', () => {
    expect(homeGroupLink('DEMO', 'room', 4)).toBe('/DEMO/vod?room=4');
    expect(homeGroupLink('DEMO', 'theme', 'Heart & lungs')).toBe('/DEMO/vod?theme=Heart+%26+lungs');
    // The link lands on the list with the filter set.
    expect(browseFilterFromSearch(new URLSearchParams('theme=Heart+%26+lungs')).theme).toEqual(['Heart & lungs']);
  });

  it('sizes cards and hero buttons by breakpoint', () => {
    expect(['xs', 'sm', 'md'].map((b) => homeCardHeight(b as 'xs'))).toEqual([179, 179, 179]);
    expect(['lg', 'xl'].map((b) => homeCardHeight(b as 'lg'))).toEqual([224, 224]);
    expect(['xs', 'sm', 'md', 'lg', 'xl'].map((b) => heroButtonSize(b as 'xs'))).toEqual([
      'small',
      'small',
      'large',
      'large',
      'x-large',
    ]);
  });

  it('takes the data’s colours, else the defaults', () => {
    expect(homeColours({ backgroundColour: '', textColour: '' })).toEqual({ background: '#141414', text: '#030303' });
    expect(homeColours({ backgroundColour: '#000000', textColour: '#FFFFFF' })).toEqual({
      background: '#000000',
      text: '#FFFFFF',
    });
  });

  it('ignores a bookmark without a session', () => {
    expect(canBookmarkFromHome(null)).toBe(false);
    expect(canBookmarkFromHome(item())).toBe(true);
  });
});

describe('ads of a list (spec 2 §2.3, §3)', () => {
  const ad = (id: number, type: TSponsorAd['type']): TSponsorAd => ({
    id,
    type,
    imageUri: `/ads/${id}.png`,
    link: '',
    title: '',
    titleFr: '',
  });

  it('picks the banner and inline slots of the list', () => {
    const ads = [ad(1, 'BannerVod'), ad(2, 'InlineVodSlot2'), ad(3, 'BannerPoster'), ad(4, 'InlinePosterSlot1')];
    expect(listAds('vod', ads)).toEqual({ banner: ads[0], inline: [undefined, ads[1]] });
    expect(listAds('poster', ads)).toEqual({ banner: ads[2], inline: [ads[3]] });
  });

  it('puts the inline ads after the 4th and 12th cards, skipping a missing slot', () => {
    const items = Array.from({ length: 13 }, (_, i) => item({ id: i + 1 }));
    const entries = withInlineAds(items, [ad(1, 'InlineVodSlot1'), ad(2, 'InlineVodSlot2')]);
    expect(entries.flatMap((e, i) => (e.kind === 'ad' ? [i] : []))).toEqual([4, 13]);
    expect(withInlineAds(items.slice(0, 3), [ad(1, 'InlineVodSlot1')]).every((e) => e.kind === 'item')).toBe(true);
    expect(withInlineAds(items, [undefined, ad(2, 'InlineVodSlot2')]).filter((e) => e.kind === 'ad')).toHaveLength(1);
  });
});

describe('live now follows the clock (spec 2 §2.4)', () => {
  const at = (iso: string) => Date.parse(iso);
  const live = [
    item({ id: 1, start: '2030-05-01T10:00:00+02:00', end: '2030-05-01T11:00:00+02:00', isLive: true }),
    item({ id: 2, start: '2030-05-01T09:30:00+02:00', end: '2030-05-01T10:45:00+02:00', isLive: true }),
  ];
  const comingUp = [
    item({ id: 3, start: '2030-05-01T10:30:00+02:00', end: '2030-05-01T11:30:00+02:00' }),
    item({ id: 4, start: '2030-05-01T12:00:00+02:00', end: null }),
  ];

  it('changes next at the first end among the live sessions or start among the coming-up ones', () => {
    expect(nextLiveChange(live, comingUp)).toBe(at('2030-05-01T08:30:00Z'));
    expect(nextLiveChange(live, [])).toBe(at('2030-05-01T08:45:00Z'));
    expect(nextLiveChange([], comingUp.slice(1))).toBe(at('2030-05-01T10:00:00Z'));
    expect(nextLiveChange([], [])).toBeUndefined();
    expect(nextLiveChange([item({ start: null, end: null })], [])).toBeUndefined();
  });

  it('asks again just after the change, not sooner than 2 s after an answer, not later than a minute', () => {
    const next = at('2030-05-01T08:30:00Z');
    expect(liveRefreshDelay(next, next - 10_000, next - 20_000)).toBe(11_000);
    // The change is past (the server had not seen it yet): again 2 s after the last answer.
    expect(liveRefreshDelay(next, next + 5_000, next + 4_500)).toBe(1_500);
    expect(liveRefreshDelay(next, next - 3_600_000, next - 3_600_000)).toBe(60_000);
    expect(liveRefreshDelay(undefined, next, next)).toBe(60_000);
  });
});

describe('the list’s page kept in the address (spec 2 §4)', () => {
  it('reads a whole page number from 1, bounded, and anything else as 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3&theme=x'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1'])
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=100000'))).toBe(MAX_KEPT_PAGE);
  });

  it('writes the pages loaded, keeping the filters, and leaves page 1 out', () => {
    const search = new URLSearchParams('theme=Imaging&page=2');
    expect(searchWithPage(search, 4).toString()).toBe('theme=Imaging&page=4');
    expect(searchWithPage(search, 1).toString()).toBe('theme=Imaging');
    expect(search.toString()).toBe('theme=Imaging&page=2');
  });

  it('is not a filter: a change of filters writes an address without it', () => {
    const filter = browseFilterFromSearch(new URLSearchParams('theme=Imaging&page=3'));
    expect(searchFromBrowseFilter({ ...filter, theme: ['Robotics'] }).toString()).toBe('theme=Robotics');
  });
});
