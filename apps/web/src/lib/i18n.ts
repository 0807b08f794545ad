import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

export type TLocale = 'nl' | 'en';
export const LOCALES: readonly TLocale[] = ['nl', 'en'];

function storedLocale(): TLocale {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored === 'en' ? 'en' : 'nl';
}

export function initI18n(locale: TLocale = storedLocale()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { nl: { translation: nl }, en: { translation: en } },
      lng: locale,
      fallbackLng: 'nl',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    document.documentElement.lang = locale;
  }
  return i18next;
}

export function changeLocale(locale: TLocale): void {
  writeStorage(STORAGE_KEYS.language, locale);
  document.documentElement.lang = locale;
  void i18next.changeLanguage(locale);
}

/** The current locale, narrowed to the two the shop speaks. */
export function useLocale(): TLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'nl';
}
