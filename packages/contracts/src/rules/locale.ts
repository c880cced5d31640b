import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../limits.ts';

export type TLocale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * spec 1 §4.10: the stored locale, else the first two letters of the browser language;
 * anything other than en or fr becomes en.
 */
export function chooseLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): TLocale {
  const candidate = stored || (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isSupportedLocale(candidate) ? candidate : DEFAULT_LOCALE;
}

/** Picks the title for the locale: title_en/title_fr when set, else the fallback. */
export function localisedTitle(
  item: { title?: string; title_en?: string; title_fr?: string },
  locale: TLocale,
): string {
  const specific = locale === 'fr' ? item.title_fr : item.title_en;
  return specific || item.title || '';
}
