import type { TLocale } from './locale.ts';

/**
 * An organiser-written text in the reader's language: the French variant when the interface is
 * French and the organiser wrote one, else the English text (the fallback every text has).
 */
export function localized(textEn: string, textFr: string | null | undefined, locale: TLocale | string): string {
  if (locale === 'fr' && textFr && textFr.trim() !== '') return textFr;
  return textEn;
}
