import { chooseLocale, SUPPORTED_LOCALES, type TLocale } from '@atrium/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LOCAL_KEYS, local } from '../lib/browser-storage.ts';
import en from './en.json';
import fr from './fr.json';

/** spec 1 §4.10: the stored locale, else the browser's language; anything but en or fr becomes en. */
export function initialLocale(): TLocale {
  return chooseLocale(local.getItem(LOCAL_KEYS.locale), globalThis.navigator?.language);
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: initialLocale(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Switching the language stores it (spec 1 §4.10) and updates the page's lang attribute. */
export function changeLocale(locale: TLocale): void {
  local.setItem(LOCAL_KEYS.locale, locale);
  void i18n.changeLanguage(locale);
}

/** The interface language in use. */
export function useLocale(): TLocale {
  const { i18n: instance } = useTranslation();
  return chooseLocale(instance.resolvedLanguage ?? instance.language, null);
}

export default i18n;
