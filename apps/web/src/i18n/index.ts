import { chooseLocale, SUPPORTED_LOCALES, type TLocale } from '@atrium/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LOCAL_KEYS, local } from '../lib/browser-storage.ts';
import type en from './en.json';
import { tKey } from './keys.ts';

/** Each language's name, in the interface language (the switchers list them). */
export const LANGUAGE_NAMES = { en: tKey('language.en'), fr: tKey('language.fr') } as const;

/**
 * Both languages are bundled with the app (no HTTP backend); each is its own chunk so a
 * visitor downloads only the language shown. Switching loads the other one first.
 */
const bundles: Record<TLocale, () => Promise<{ default: typeof en }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};

/** spec 1 §4.10: the stored locale, else the browser's language; anything but en or fr becomes en. */
export function initialLocale(): TLocale {
  return chooseLocale(local.getItem(LOCAL_KEYS.locale), globalThis.navigator?.language);
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Strings only some parts of the app show come in packs, loaded with the code that shows them
 * (`withStrings`), so that the first page of every visit carries the shell's strings only. A
 * pack adds its keys to the one namespace; the sources use them as any other key.
 */
const packs = {
  identity: { en: () => import('./packs/identity.en.json'), fr: () => import('./packs/identity.fr.json') },
  programme: { en: () => import('./packs/programme.en.json'), fr: () => import('./packs/programme.fr.json') },
  lounge: { en: () => import('./packs/lounge.en.json'), fr: () => import('./packs/lounge.fr.json') },
  messages: { en: () => import('./packs/messages.en.json'), fr: () => import('./packs/messages.fr.json') },
  emoji: { en: () => import('./packs/emoji.en.json'), fr: () => import('./packs/emoji.fr.json') },
  submit: { en: () => import('./packs/submit.en.json'), fr: () => import('./packs/submit.fr.json') },
  browse: { en: () => import('./packs/browse.en.json'), fr: () => import('./packs/browse.fr.json') },
  player: { en: () => import('./packs/player.en.json'), fr: () => import('./packs/player.fr.json') },
  reports: { en: () => import('./packs/reports.en.json'), fr: () => import('./packs/reports.fr.json') },
  directory: { en: () => import('./packs/directory.en.json'), fr: () => import('./packs/directory.fr.json') },
  exhibition: { en: () => import('./packs/exhibition.en.json'), fr: () => import('./packs/exhibition.fr.json') },
  admin: { en: () => import('./packs/admin.en.json'), fr: () => import('./packs/admin.fr.json') },
  reminders: { en: () => import('./packs/reminders.en.json'), fr: () => import('./packs/reminders.fr.json') },
} satisfies Record<string, Record<TLocale, () => Promise<{ default: object }>>>;
export type TStringPack = keyof typeof packs;

/** The packs in use (a language switch loads them again in the new language). */
const packsInUse = new Set<TStringPack>();
const packsLoaded = new Set<string>();

async function loadPack(pack: TStringPack, locale: TLocale): Promise<void> {
  const id = `${pack}:${locale}`;
  if (packsLoaded.has(id)) return;
  const { default: resources } = await packs[pack][locale]();
  i18n.addResourceBundle(locale, 'translation', resources, true, false);
  packsLoaded.add(id);
}

/** Loads a piece of the app together with the string packs it shows (for `lazy`). */
export function withStrings<T>(load: Promise<T>, ...needed: TStringPack[]): Promise<T> {
  for (const pack of needed) packsInUse.add(pack);
  // A first page's code may be asked for while i18next is still starting.
  const locale = i18n.isInitialized ? chooseLocale(i18n.language, null) : initialLocale();
  return Promise.all([load, ...needed.map((pack) => loadPack(pack, locale))]).then(([module]) => module);
}

async function loadBundle(locale: TLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const { default: resources } = await bundles[locale]();
    i18n.addResourceBundle(locale, 'translation', resources, true, false);
  }
  await Promise.all([...packsInUse].map((pack) => loadPack(pack, locale)));
}

/** Initialises i18next with the visitor's language; the app renders once it resolves. */
export async function startI18n(): Promise<void> {
  const locale = initialLocale();
  // The language's file is fetched while i18next initialises, ahead of the first page's calls.
  const bundle = bundles[locale]();
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    interpolation: { escapeValue: false },
  });
  // Deep: a string pack fetched alongside (a first page's) may already be in.
  i18n.addResourceBundle(locale, 'translation', (await bundle).default, true, false);
  applyDocumentLanguage(locale);
  i18n.on('languageChanged', applyDocumentLanguage);
}

/** Switching the language stores it (spec 1 §4.10) and updates the page's lang attribute. */
export async function changeLocale(locale: TLocale): Promise<void> {
  local.setItem(LOCAL_KEYS.locale, locale);
  await loadBundle(locale);
  await i18n.changeLanguage(locale);
}

/** The interface language in use. */
export function useLocale(): TLocale {
  const { i18n: instance } = useTranslation();
  return chooseLocale(instance.resolvedLanguage ?? instance.language, null);
}

export default i18n;
