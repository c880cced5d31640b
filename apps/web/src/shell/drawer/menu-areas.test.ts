import type { TAreaAccess, TModuleItem } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { areaOfLink, roleEntries, visibleMenu } from './menu-areas.ts';

const item = (link: string, overrides: Partial<TModuleItem> = {}): TModuleItem => ({
  id: link.length,
  title: link,
  title_en: '',
  title_fr: '',
  icon: '',
  link,
  parent: '',
  custom: false,
  loginRequired: false,
  subItems: [],
  ...overrides,
});

const none: TAreaAccess = { submission: false, reports: false, administration: false };
const organiser: TAreaAccess = { submission: true, reports: true, administration: true };
const reportViewer: TAreaAccess = { ...none, reports: true };
const links = (items: TModuleItem[]) => items.map((i) => i.link);

describe('the area a menu link leads into', () => {
  it('reads the first segment below the event, in any spelling of the link', () => {
    expect(areaOfLink('submit/presentations', 'DEMO')).toBe('submission');
    expect(areaOfLink('/DEMO/reports/summary', 'DEMO')).toBe('reports');
    expect(areaOfLink('/demo/admin/sessions', 'DEMO')).toBe('administration');
    expect(areaOfLink('programme', 'DEMO')).toBeNull();
    expect(areaOfLink('https://example.org/admin/x', 'DEMO')).toBeNull();
    expect(areaOfLink('submitted-works', 'DEMO')).toBeNull();
  });
});

describe('the menu a person is shown', () => {
  const menu = [item('programme'), item('submit/presentations'), item('reports/summary'), item('lounge')];

  it('leaves out the areas the server refuses the person, keeps those it grants', () => {
    expect(links(visibleMenu(menu, 'DEMO', none))).toEqual(['programme', 'lounge']);
    expect(links(visibleMenu(menu, 'DEMO', reportViewer))).toEqual(['programme', 'reports/summary', 'lounge']);
    expect(links(visibleMenu(menu, 'DEMO', organiser))).toEqual(links(menu));
  });

  it('shows a visitor the areas locked (a sign-in decides), and none while the answer is awaited', () => {
    const visitor = visibleMenu(menu, 'DEMO', null);
    expect(links(visitor)).toEqual(links(menu));
    expect(visitor.find((i) => i.link === 'submit/presentations')?.loginRequired).toBe(true);
    expect(visitor.find((i) => i.link === 'programme')?.loginRequired).toBe(false);
    expect(links(visibleMenu(menu, 'DEMO', undefined))).toEqual(['programme', 'lounge']);
  });

  it('filters sub-items, and leaves out a group left with none', () => {
    const group = item('', { title: 'Speakers’ corner', subItems: [item('submit/posters'), item('submit/sessions')] });
    const mixed = item('', { title: 'More', subItems: [item('submit/posters'), item('expo')] });
    const shown = visibleMenu([group, mixed], 'DEMO', none);
    expect(shown.map((i) => i.title)).toEqual(['More']);
    expect(links(shown[0]?.subItems ?? [])).toEqual(['expo']);
  });
});

describe('the organiser’s and report viewer’s own entries', () => {
  it('adds programme administration for organisers and reports for both, only for them', () => {
    expect(roleEntries([], 'DEMO', organiser).map((e) => e.link)).toEqual(['admin/sessions', 'reports/summary']);
    expect(roleEntries([], 'DEMO', reportViewer).map((e) => e.area)).toEqual(['reports']);
    expect(roleEntries([], 'DEMO', { ...none, submission: true })).toEqual([]);
    expect(roleEntries([], 'DEMO', null)).toEqual([]);
    expect(roleEntries([], 'DEMO', undefined)).toEqual([]);
  });

  it('adds none the event’s own menu already leads to', () => {
    const menu = [item('', { subItems: [item('/DEMO/reports/adclicks')] })];
    expect(roleEntries(menu, 'DEMO', organiser).map((e) => e.area)).toEqual(['administration']);
  });
});
