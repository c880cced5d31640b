import type { TModuleItem } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { menuIconKind } from './menu-icon-kind.ts';
import { containsPath, findMenuItem, menuItemLabel } from './menu-model.ts';

const item = (overrides: Partial<TModuleItem>): TModuleItem => ({
  id: 1,
  title: '',
  title_en: '',
  title_fr: '',
  icon: '',
  link: '',
  parent: '',
  custom: false,
  loginRequired: false,
  subItems: [],
  ...overrides,
});

describe('menu labels (spec 1 §2.8, §3.5)', () => {
  it('uses title_en / title_fr for the interface language', () => {
    const entry = item({ title: 'Agenda', title_en: 'Agenda', title_fr: 'Programme détaillé' });
    expect(menuItemLabel(entry, 'en')).toEqual({ text: 'Agenda' });
    expect(menuItemLabel(entry, 'fr')).toEqual({ text: 'Programme détaillé' });
  });

  it('translates a title that names one of the product’s menu labels', () => {
    expect(menuItemLabel(item({ title: 'programme' }), 'fr')).toEqual({ key: 'menu.programme' });
    expect(menuItemLabel(item({ title: 'allParticipants' }), 'en')).toEqual({ key: 'menu.allParticipants' });
    expect(menuItemLabel(item({ title: 'Live sessions' }), 'en')).toEqual({ key: 'menu.liveSessions' });
    expect(menuItemLabel(item({ title: 'menu.reports' }), 'fr')).toEqual({ key: 'menu.reports' });
  });

  it('keeps a title the organiser wrote for the language, even one that matches a product label', () => {
    const liveNow = item({ title: 'Live now', title_en: 'Live now', title_fr: 'En direct' });
    expect(menuItemLabel(liveNow, 'en')).toEqual({ text: 'Live now' });
    expect(menuItemLabel(liveNow, 'fr')).toEqual({ text: 'En direct' });
    const programme = item({ title: 'Programme', title_en: 'Programme', title_fr: '' });
    expect(menuItemLabel(programme, 'en')).toEqual({ text: 'Programme' });
    // No French title: the title names a label, so French shows the translation.
    expect(menuItemLabel(programme, 'fr')).toEqual({ key: 'menu.programme' });
  });

  it('does not read a near word as a label ("Live now" written as the only title stays as written)', () => {
    expect(menuItemLabel(item({ title: 'Live now' }), 'fr')).toEqual({ text: 'Live now' });
  });

  it('falls back to the title, then the link', () => {
    expect(menuItemLabel(item({ title: 'Networking night' }), 'fr')).toEqual({ text: 'Networking night' });
    expect(menuItemLabel(item({ link: 'custom/3' }), 'en')).toEqual({ text: 'custom/3' });
  });
});

describe('finding the menu item of the page shown', () => {
  const menu = [
    item({ id: 1, link: 'programme' }),
    item({
      id: 2,
      link: '',
      subItems: [item({ id: 3, link: '/DEMO/custom/4' }), item({ id: 5, link: 'https://x.example' })],
    }),
  ];
  it('matches links at any depth, with or without the event code', () => {
    expect(findMenuItem(menu, 'programme', 'DEMO')?.id).toBe(1);
    expect(findMenuItem(menu, 'custom/4', 'DEMO')?.id).toBe(3);
    expect(findMenuItem(menu, 'speakers', 'DEMO')).toBeUndefined();
    expect(containsPath(menu[1] as TModuleItem, 'custom/4', 'DEMO')).toBe(true);
  });
});

describe('menu icons', () => {
  it('maps Material, MDI and Font Awesome names onto the drawer’s icons', () => {
    expect(menuIconKind('event')).toBe('programme');
    expect(menuIconKind('mdi-calendar')).toBe('programme');
    expect(menuIconKind('fa fa-video-camera')).toBe('vod');
    expect(menuIconKind('live_tv')).toBe('live');
    expect(menuIconKind('Storefront')).toBe('exhibition');
    expect(menuIconKind('record_voice_over')).toBe('speakers');
    expect(menuIconKind('people')).toBe('participants');
    expect(menuIconKind('home')).toBe('home');
  });

  it('uses the default icon for unknown or empty names', () => {
    expect(menuIconKind('')).toBe('default');
    expect(menuIconKind(undefined)).toBe('default');
    expect(menuIconKind('zzz')).toBe('default');
  });
});
