import type { ParseKeys } from 'i18next';

/** A key of the translation files (typed from en.json). */
export type TKey = ParseKeys;

/**
 * Marks a translation key held in data (a map, a constant) rather than written inside t().
 * It returns the key unchanged; the i18n test finds keys through it, so a key used only this
 * way still counts as used.
 */
export function tKey<K extends TKey>(key: K): K {
  return key;
}
