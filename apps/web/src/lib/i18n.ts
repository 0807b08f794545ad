// Only the sections of nl.json that the chrome and the home page need ship in the entry chunk;
// each lazy view adds its own with addDutchTexts (see scripts/locale-sections.ts).
import coreTexts from 'virtual:locale-sections/nl/carousel,common,errors,header,home,nav,payment,price,search,shop,stock';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '#src/lib/storage-keys.ts';

export type TLocale = 'nl' | 'en';
export const LOCALES: readonly TLocale[] = ['nl', 'en'];

type TTexts = Record<string, unknown>;

/** The sections of nl.json in the entry chunk; every other section is added by the view that uses it. */
export const CORE_SECTIONS: TTexts = coreTexts;

const pending: TTexts[] = [];

/**
 * Registers top-level sections of nl.json that a lazily loaded view needs; call it at module
 * level next to `import texts from 'virtual:locale-sections/nl/{section,…}'`. English ships whole,
 * on demand.
 */
export function addDutchTexts(sections: TTexts): void {
  if (i18next.isInitialized) i18next.addResourceBundle('nl', 'translation', sections, true, false);
  else pending.push(sections);
}

/** Dutch is the default and ships in the entry chunk; English is fetched when chosen. */
async function loadBundle(locale: TLocale): Promise<void> {
  if (locale === 'nl' || i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = (await import('#src/locales/en.json')).default;
  i18next.addResourceBundle(locale, 'translation', bundle);
}

export function storedLocale(): TLocale {
  return readStorage(STORAGE_KEYS.language) === 'en' ? 'en' : 'nl';
}

/** Initialises i18next; resolves once the chosen locale's texts are loaded. */
export async function initI18n(locale: TLocale = storedLocale()): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { nl: { translation: Object.assign({}, CORE_SECTIONS, ...pending.splice(0)) } },
      lng: 'nl',
      fallbackLng: 'nl',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  await loadBundle(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export async function changeLocale(locale: TLocale): Promise<void> {
  writeStorage(STORAGE_KEYS.language, locale);
  await initI18n(locale);
}

/** The current locale, narrowed to the two the shop speaks. */
export function useLocale(): TLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'nl';
}
