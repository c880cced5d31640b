import { localisedTitle, type TLocale, type TModuleItem } from '@atrium/contracts';
import { type TKey, tKey } from '../../i18n/keys.ts';

/**
 * spec 1 §2.8: menu labels that exist as translations. A menu item whose title (after
 * title_en/title_fr) is one of these names is shown in the interface language.
 */
const MENU_LABELS: Record<string, TKey> = {
  programme: tKey('menu.programme'),
  program: tKey('menu.programme'),
  vod: tKey('menu.vod'),
  posters: tKey('menu.posters'),
  poster: tKey('menu.posters'),
  speakers: tKey('menu.speakers'),
  allparticipants: tKey('menu.allParticipants'),
  participants: tKey('menu.allParticipants'),
  exhibition: tKey('menu.exhibition'),
  expo: tKey('menu.exhibition'),
  livesessions: tKey('menu.liveSessions'),
  livenow: tKey('menu.liveSessions'),
  live: tKey('menu.liveSessions'),
  lounge: tKey('menu.lounge'),
  lounges: tKey('menu.lounge'),
  submission: tKey('menu.submission'),
  submit: tKey('menu.submission'),
  reports: tKey('menu.reports'),
  administration: tKey('menu.administration'),
  admin: tKey('menu.administration'),
};

const labelName = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The label of a menu item: its localised title, or the translation its title names. */
export function menuItemLabel(item: TModuleItem, locale: TLocale): { text: string } | { key: TKey } {
  const text = localisedTitle(item, locale).trim();
  const key = MENU_LABELS[labelName(text)];
  if (key) return { key };
  return { text: text || item.link };
}

/** A menu link reduced to its path below the event, for comparing with the page shown. */
function relativeLink(link: string, eventCode: string): string {
  const trimmed = link.trim().replace(/^\/+|\/+$/g, '');
  const [first, ...rest] = trimmed.split('/');
  return first?.toUpperCase() === eventCode.toUpperCase() ? rest.join('/') : trimmed;
}

/** The menu item (at any depth) whose link is the page shown, for its title and highlight. */
export function findMenuItem(items: TModuleItem[], subPath: string, eventCode: string): TModuleItem | undefined {
  const target = subPath.replace(/^\/+|\/+$/g, '');
  for (const item of items) {
    if (item.link && relativeLink(item.link, eventCode) === target) return item;
    const child = findMenuItem(item.subItems, subPath, eventCode);
    if (child) return child;
  }
  return undefined;
}

/** Whether an item or one of its sub-items is the page shown (a group with the current page starts open). */
export function containsPath(item: TModuleItem, subPath: string, eventCode: string): boolean {
  return findMenuItem([item], subPath, eventCode) !== undefined;
}
