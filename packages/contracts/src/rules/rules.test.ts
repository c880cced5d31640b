import { describe, expect, it } from 'vitest';
import { MODULE_FLAGS, parseSettingAssignment, resolvePlatformSettings, type TModuleFlag } from '../platform.ts';
import { bannerIconVisibility } from './icons.ts';
import { classifyLink, internalPath, isExternalLink, withUserReference } from './links.ts';
import { chooseLocale, localisedTitle } from './locale.ts';

describe('chooseLocale (spec 1 §4.10)', () => {
  it('takes the stored locale first', () => {
    expect(chooseLocale('fr', 'en-GB')).toBe('fr');
    expect(chooseLocale('en', 'fr-FR')).toBe('en');
  });

  it('else the first two letters of the browser language', () => {
    expect(chooseLocale(null, 'fr-CA')).toBe('fr');
    expect(chooseLocale(undefined, 'FR')).toBe('fr');
    expect(chooseLocale('', 'en-US')).toBe('en');
  });

  it('turns anything other than en or fr into en', () => {
    expect(chooseLocale('de', 'fr-FR')).toBe('en');
    expect(chooseLocale(null, 'es-ES')).toBe('en');
    expect(chooseLocale(null, null)).toBe('en');
    expect(chooseLocale(null, 'f')).toBe('en');
  });

  it('picks the localised title, falling back to the plain one', () => {
    const item = { title: 'programme', title_en: 'Programme', title_fr: 'Programme FR' };
    expect(localisedTitle(item, 'fr')).toBe('Programme FR');
    expect(localisedTitle(item, 'en')).toBe('Programme');
    expect(localisedTitle({ title: 'plain', title_fr: '' }, 'fr')).toBe('plain');
    expect(localisedTitle({}, 'en')).toBe('');
  });
});

describe('links (spec 1 §2.3, §2.4, §5)', () => {
  it('only http: and https: links are external', () => {
    expect(isExternalLink('https://example.org')).toBe(true);
    expect(isExternalLink('HTTP://example.org')).toBe(true);
    expect(isExternalLink('  https://example.org ')).toBe(true);
    expect(isExternalLink('ftp://example.org')).toBe(false);
    expect(isExternalLink('/DEMO/programme')).toBe(false);
    expect(isExternalLink('httpfoo')).toBe(false);
    expect(isExternalLink(null)).toBe(false);
  });

  it('appends the user reference to external links, keeping the query and fragment in place', () => {
    expect(withUserReference('https://a.example/page', 'ref-1')).toBe('https://a.example/page?ureventRef=ref-1');
    expect(withUserReference('https://a.example/page?x=1', 'ref-1')).toBe(
      'https://a.example/page?x=1&ureventRef=ref-1',
    );
    expect(withUserReference('https://a.example/page?x=1#part', 'ref-1')).toBe(
      'https://a.example/page?x=1&ureventRef=ref-1#part',
    );
    expect(withUserReference('https://a.example/#/route?y=2', 'a b&c')).toBe(
      'https://a.example/?ureventRef=a%20b%26c#/route?y=2',
    );
  });

  it('classifies external links, with the reference only when one is given (signed-in users)', () => {
    expect(classifyLink('https://a.example', 'demo', 'ref')).toEqual({
      kind: 'external',
      href: 'https://a.example?ureventRef=ref',
    });
    expect(classifyLink('https://a.example', 'demo')).toEqual({ kind: 'external', href: 'https://a.example' });
    expect(classifyLink('https://a.example', 'demo', null)).toEqual({ kind: 'external', href: 'https://a.example' });
    expect(classifyLink('mailto:help@a.example', 'demo', 'ref')).toEqual({
      kind: 'external',
      href: 'mailto:help@a.example',
    });
  });

  it('routes other links inside the event', () => {
    expect(classifyLink('programme', 'demo')).toEqual({ kind: 'internal', path: '/DEMO/programme' });
    expect(classifyLink('/expo', 'DEMO', 'ref')).toEqual({ kind: 'internal', path: '/DEMO/expo' });
    expect(classifyLink('custom/3', 'demo')).toEqual({ kind: 'internal', path: '/DEMO/custom/3' });
  });

  it('ignores empty links, bare anchors and other schemes', () => {
    expect(classifyLink('', 'demo')).toEqual({ kind: 'none' });
    expect(classifyLink(undefined, 'demo')).toEqual({ kind: 'none' });
    expect(classifyLink('#', 'demo')).toEqual({ kind: 'none' });
    expect(classifyLink('javascript:alert(1)', 'demo')).toEqual({ kind: 'none' });
    expect(classifyLink('data:text/html,hi', 'demo')).toEqual({ kind: 'none' });
  });

  it('internalPath puts one event code in front, upper-cased', () => {
    expect(internalPath('programme', 'demo')).toBe('/DEMO/programme');
    expect(internalPath('//programme', 'demo')).toBe('/DEMO/programme');
    expect(internalPath('/demo/programme', 'DEMO')).toBe('/DEMO/programme');
    expect(internalPath('DEMO/stand/4', 'demo')).toBe('/DEMO/stand/4');
    expect(internalPath('', 'demo')).toBe('/DEMO/');
    expect(internalPath('/', 'demo')).toBe('/DEMO/');
    expect(internalPath('demographics', 'demo')).toBe('/DEMO/demographics');
  });
});

describe('bannerIconVisibility (spec 1 §4.9)', () => {
  const modules = (on: TModuleFlag[]) =>
    Object.fromEntries(MODULE_FLAGS.map((f) => [f, on.includes(f)])) as Record<TModuleFlag, boolean>;

  it('a platform moderator sees all three, whatever the modules', () => {
    expect(bannerIconVisibility(modules([]), true)).toEqual({ bookmarks: true, myProgramme: true, messaging: true });
  });

  it('others: my programme with the programme module, messaging with live sessions, bookmarks with any module', () => {
    expect(bannerIconVisibility(modules(['programme']), false)).toEqual({
      bookmarks: true,
      myProgramme: true,
      messaging: false,
    });
    expect(bannerIconVisibility(modules(['liveSession']), false)).toEqual({
      bookmarks: true,
      myProgramme: false,
      messaging: true,
    });
    expect(bannerIconVisibility(modules(['vod']), false)).toEqual({
      bookmarks: true,
      myProgramme: false,
      messaging: false,
    });
    expect(bannerIconVisibility(modules([]), false)).toEqual({
      bookmarks: false,
      myProgramme: false,
      messaging: false,
    });
    expect(bannerIconVisibility(modules([...MODULE_FLAGS]), false)).toEqual({
      bookmarks: true,
      myProgramme: true,
      messaging: true,
    });
  });
});

describe('resolvePlatformSettings (spec 1 §3.1)', () => {
  it('fills every setting with its default', () => {
    const settings = resolvePlatformSettings({ eventId: 7, eventCode: 'DEMO' }, {});
    expect(settings).toMatchObject({
      eventId: 7,
      eventCode: 'DEMO',
      open: false,
      signInEnabled: true,
      navigationBarMini: true,
      calendarIntervalHeight: 48,
      bannerBarBackgroundColour: '#FFFFFF',
      bannerBarTextColour: '#000000',
      navBarBackgroundColour: '#212121',
      navBarTextColour: '#FFFFFF',
    });
    expect(Object.values(settings.modules).every((on) => on === true)).toBe(true);
    expect(Object.values(settings.show).every((on) => on === false)).toBe(true);
  });

  it('replaces empty colours and a zero interval height, keeps the values given', () => {
    const settings = resolvePlatformSettings(
      { eventId: 1, eventCode: 'X' },
      {
        bannerBarBackgroundColour: '',
        navBarTextColour: '#123456',
        calendarIntervalHeight: 0,
        navigationBarMini: false,
        open: true,
        show: { Likes: true },
        modules: { vod: false },
      },
    );
    expect(settings.bannerBarBackgroundColour).toBe('#FFFFFF');
    expect(settings.navBarTextColour).toBe('#123456');
    expect(settings.calendarIntervalHeight).toBe(48);
    expect(settings.navigationBarMini).toBe(false);
    expect(settings.open).toBe(true);
    expect(settings.show).toMatchObject({ Likes: true, Views: false });
    expect(settings.modules).toMatchObject({ vod: false, programme: true });
  });

  it('ignores undefined values', () => {
    const settings = resolvePlatformSettings(
      { eventId: 1, eventCode: 'X' },
      { eventTitle: undefined, modules: { vod: undefined } },
    );
    expect(settings.eventTitle).toBe('Event');
    expect(settings.modules.vod).toBe(true);
  });
});

describe('parseSettingAssignment (platform settings --set)', () => {
  it('types the value by the setting', () => {
    expect(parseSettingAssignment('open=true')).toEqual({ open: true });
    expect(parseSettingAssignment('signInEnabled=0')).toEqual({ signInEnabled: false });
    expect(parseSettingAssignment('calendarIntervalHeight=60')).toEqual({ calendarIntervalHeight: 60 });
    expect(parseSettingAssignment('eventTitle=Spring = Summit')).toEqual({ eventTitle: 'Spring = Summit' });
    expect(parseSettingAssignment('navBarTextColour=')).toEqual({ navBarTextColour: '' });
  });

  it('reaches the nested show and module flags', () => {
    expect(parseSettingAssignment('show.Likes=yes')).toEqual({ show: { Likes: true } });
    expect(parseSettingAssignment('modules.vod=false')).toEqual({ modules: { vod: false } });
  });

  it.each([
    ['open', /not key=value/],
    ['=true', /not key=value/],
    ['nothing=1', /unknown setting "nothing"/],
    ['show.Nope=true', /unknown setting "show.Nope"/],
    ['modules=true', /unknown setting "modules"/],
    ['open.deep=true', /unknown setting/],
    ['show.Likes.x=true', /unknown setting/],
    ['open=maybe', /open must be true or false/],
    ['calendarIntervalHeight=tall', /must be a number/],
    ['calendarIntervalHeight=', /must be a number/],
    ['calendarIntervalHeight=5', /^calendarIntervalHeight: /],
    ['bannerBarBackgroundColour=red', /^bannerBarBackgroundColour: /],
  ])('refuses %s', (assignment, message) => {
    expect(() => parseSettingAssignment(assignment)).toThrow(message);
  });
});
