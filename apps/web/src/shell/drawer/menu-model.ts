import { localisedTitle, type TLocale, type TModuleItem } from '@atrium/contracts';
import { type TKey, tKey } from '../../i18n/keys.ts';

/**
 * spec 1 §2.8: menu labels that exist as translations. A menu item with no title for the
 * interface language (title_en / title_fr) whose title names one of these labels is shown
 * through the translation; a title the organiser wrote for a language is kept as written
 * ("Live now" stays "Live now", not the product's "Live sessions").
 */
const MENU_LABELS: Record<string, TKey> = {
  programme: tKey('menu.programme'),
  vod: tKey('menu.vod'),
  posters: tKey('menu.posters'),
  speakers: tKey('menu.speakers'),
  allparticipants: tKey('menu.allParticipants'),
  exhibition: tKey('menu.exhibition'),
  livesessions: tKey('menu.liveSessions'),
  lounge: tKey('menu.lounge'),
  submission: tKey('menu.submission'),
  reports: tKey('menu.reports'),
  administration: tKey('menu.administration'),
};

/** `menu.liveSessions`, `liveSessions`, `Live sessions` → `livesessions`. */
const labelName = (text: string) =>
  text
    .toLowerCase()
    .replace(/^menu\./, '')
    .replace(/[^a-z]/g, '');

/** The label of a menu item: its title for the interface language, or the translation its title names. */
export function menuItemLabel(item: TModuleItem, locale: TLocale): { text: string } | { key: TKey } {
  const written = (locale === 'fr' ? item.title_fr : item.title_en).trim();
  if (written) return { text: written };
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
