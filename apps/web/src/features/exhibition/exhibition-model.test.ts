import { describe, expect, it } from 'vitest';
import {
  countExpoFilters,
  expoFilterFromSearch,
  frameSize,
  hotspotAction,
  hotspotBox,
  hotspotFrameSrc,
  initialsOf,
  isSearchApplied,
  searchFromExpoFilter,
  sponsorCardTarget,
  sponsorFilterQuery,
  standLinkTarget,
  toggleValue,
} from './exhibition-model.ts';

const hotspot = {
  id: 7,
  title: 'Spot',
  posTop: 10,
  posLeft: 20,
  mapHeight: 30,
  mapWidth: 40,
  vidWidth: 800,
  vidHeight: 450,
  items: [{ title: 'First', content: 'https://example.org/a' }],
};

describe('exhibition filters and the URL query', () => {
  it('reads every filter of spec 2 §2.5, repeated keys included, and drops bad values', () => {
    const filter = expoFilterFromSearch(
      new URLSearchParams(
        'search=%20robots%20&group=2&group=x&group=-1&group=2&theme=AI&industry=Health&expertise=Data&keywords=a&keywords=b&keywords=',
      ),
    );
    expect(filter).toEqual({
      search: 'robots',
      group: [2],
      theme: ['AI'],
      industry: ['Health'],
      expertise: ['Data'],
      keywords: ['a', 'b'],
    });
  });

  it('writes the filters back in a fixed order, leaving out what is not set', () => {
    const filter = {
      search: 'bio',
      group: [3, 1],
      theme: [],
      industry: ['Energy'],
      expertise: [],
      keywords: ['x', 'y'],
    };
    expect(searchFromExpoFilter(filter).toString()).toBe(
      'search=bio&group=3&group=1&industry=Energy&keywords=x&keywords=y',
    );
    expect(expoFilterFromSearch(searchFromExpoFilter(filter))).toEqual(filter);
  });

  it('counts the dialog’s filters, not the search', () => {
    expect(countExpoFilters(expoFilterFromSearch(new URLSearchParams('search=abc')))).toBe(0);
    expect(countExpoFilters(expoFilterFromSearch(new URLSearchParams('group=1&theme=A&keywords=k&keywords=l')))).toBe(
      4,
    );
  });

  it('asks the server with the filters that are set only', () => {
    expect(sponsorFilterQuery(expoFilterFromSearch(new URLSearchParams('')))).toEqual({});
    expect(sponsorFilterQuery(expoFilterFromSearch(new URLSearchParams('search=abc&group=4&keywords=k')))).toEqual({
      search: 'abc',
      group: ['4'],
      keywords: ['k'],
    });
  });

  it('applies a search from 3 characters, or when cleared (spec 2 §5)', () => {
    expect(isSearchApplied('')).toBe(true);
    expect(isSearchApplied(' ab ')).toBe(false);
    expect(isSearchApplied('abc')).toBe(true);
  });

  it('toggles a keyword', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('links of the exhibition (spec 2 §5)', () => {
  it('opens http(s) in a new tab, keeps mailto, routes the rest inside the event', () => {
    expect(standLinkTarget('https://example.org', 'DEMO')).toEqual({ kind: 'newTab', href: 'https://example.org' });
    expect(standLinkTarget('HTTP://example.org', 'DEMO')).toEqual({ kind: 'newTab', href: 'HTTP://example.org' });
    expect(standLinkTarget('mailto:team@example.org', 'DEMO')).toEqual({
      kind: 'mail',
      href: 'mailto:team@example.org',
    });
    expect(standLinkTarget('programme', 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/programme' });
    expect(standLinkTarget('/DEMO/stand/3', 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/stand/3' });
    expect(standLinkTarget('javascript:alert(1)', 'DEMO')).toEqual({ kind: 'none' });
    expect(standLinkTarget('', 'DEMO')).toEqual({ kind: 'none' });
  });

  it('opens a sponsor’s external content, else its stand', () => {
    expect(sponsorCardTarget({ id: 5, externalContentUri: 'https://sponsor.example' }, 'DEMO')).toEqual({
      kind: 'newTab',
      href: 'https://sponsor.example',
    });
    expect(sponsorCardTarget({ id: 5, externalContentUri: '' }, 'DEMO')).toEqual({
      kind: 'internal',
      path: '/DEMO/stand/5',
    });
    expect(sponsorCardTarget({ id: 5, externalContentUri: 'javascript:alert(1)' }, 'DEMO')).toEqual({
      kind: 'internal',
      path: '/DEMO/stand/5',
    });
  });
});

describe('stand hotspots (spec 2 §2.6, §3 "maps")', () => {
  it('places a hotspot by percentages of the picture, never past its edges', () => {
    expect(hotspotBox(hotspot)).toEqual({ top: '10%', left: '20%', height: '30%', width: '40%' });
    expect(hotspotBox({ posTop: 90, posLeft: -5, mapHeight: 30, mapWidth: 200 })).toEqual({
      top: '90%',
      left: '0%',
      height: '10%',
      width: '100%',
    });
  });

  it('accepts only https frames, and turns YouTube and Vimeo ids and pages into their players', () => {
    expect(hotspotFrameSrc('IFrame', 'https://example.org/page')).toBe('https://example.org/page');
    expect(hotspotFrameSrc('IFrame', 'http://example.org/page')).toBeNull();
    expect(hotspotFrameSrc('IFrame', 'javascript:alert(1)')).toBeNull();
    expect(hotspotFrameSrc('Youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(hotspotFrameSrc('Youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(hotspotFrameSrc('Youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(hotspotFrameSrc('Vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(hotspotFrameSrc('Vimeo', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('chooses what a hotspot does by its type', () => {
    expect(hotspotAction({ ...hotspot, type: 'Link' }, 'DEMO')).toEqual({
      kind: 'newTab',
      href: 'https://example.org/a',
    });
    expect(
      hotspotAction({ ...hotspot, type: 'Link', items: [{ title: 'Mail', content: 'mailto:a@b.c' }] }, 'DEMO'),
    ).toEqual({ kind: 'mail', href: 'mailto:a@b.c' });
    expect(hotspotAction({ ...hotspot, type: 'IFrame' }, 'DEMO')).toEqual({
      kind: 'frame',
      src: 'https://example.org/a',
      width: 800,
      height: 450,
    });
    expect(hotspotAction({ ...hotspot, type: 'Documents' }, 'DEMO')).toEqual({
      kind: 'documents',
      items: hotspot.items,
    });
    expect(hotspotAction({ ...hotspot, type: 'Documents', items: [] }, 'DEMO')).toEqual({ kind: 'none' });
    expect(hotspotAction({ ...hotspot, type: 'Youtube', items: [] }, 'DEMO')).toEqual({ kind: 'none' });
  });

  it('gives a frame without a size 16:9 at 640', () => {
    expect(frameSize(0, 0)).toEqual({ width: 640, height: 360 });
    expect(frameSize(560, 315)).toEqual({ width: 560, height: 315 });
  });
});

it('makes initials of up to 3 parts of a name', () => {
  expect(initialsOf('Ada Lovelace')).toBe('AL');
  expect(initialsOf('  jean  paul marie sartre ')).toBe('JPM');
  expect(initialsOf('')).toBe('');
});
