import type { TLocale } from './locale.ts';

/**
 * An organiser-written text in the reader's language: the French variant when the interface is
 * French and the organiser wrote one, else the English text (the fallback every text has).
 */
export function localized(textEn: string, textFr: string | null | undefined, locale: TLocale | string): string {
  if (locale === 'fr' && textFr && textFr.trim() !== '') return textFr;
  return textEn;
}

/** A programme label (session type, theme, room) in the reader's language, by its English name. */
export function localizedLabel(
  labels: { type: Record<string, string>; theme: Record<string, string>; room: Record<string, string> } | undefined,
  kind: 'type' | 'theme' | 'room',
  name: string,
  locale: TLocale | string,
): string {
  const names = labels?.[kind];
  // Own keys only: a theme called "constructor" must not find Object's.
  return localized(name, names && Object.hasOwn(names, name) ? names[name] : undefined, locale);
}
