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

/**
 * The query parameter of a page's address in a language (`?lang=en`, the English alternate the
 * server names in the head; the plain address is Dutch). Opening such an address chooses that language.
 */
export const LANGUAGE_PARAM = 'lang';

const localeInAddress = (): TLocale | null => {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return value === 'en' || value === 'nl' ? value : null;
};

/** The language the page opens in: the address's when it names one (and kept as the choice), else the stored choice. */
export function startLocale(): TLocale {
  const named = localeInAddress();
  if (named) writeStorage(STORAGE_KEYS.language, named);
  return named ?? storedLocale();
}

type TFixedT = ReturnType<typeof i18next.getFixedT>;
/** What i18next's fixed t() is at run time: a function that also names its language, namespace and prefix. */
type TPlainFixedT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * A t() that returns a stored text without a placeholder (`{{`) or a nested text (`$t(`) as it is,
 * when asked without options. i18next's own copies its options and runs every text through its
 * interpolation and nesting (several regular expressions); hydrating a page asks for a few hundred
 * texts, most of them plain. Anything else, and any key it does not find, goes to i18next.
 */
function withPlainTexts(instance: typeof i18next, fixedT: TFixedT): TFixedT {
  const full = fixedT as unknown as TPlainFixedT;
  // The pages ask for texts of the default namespace without a key prefix; any other t() is i18next's.
  const ownNamespace = full.ns === undefined || full.ns === 'translation';
  if (full.keyPrefix || !ownNamespace) return fixedT;
  const plain = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string' && !key.includes(':')) {
      const text: unknown = instance.getResource(full.lng ?? instance.language, 'translation', key);
      if (typeof text === 'string' && text !== '' && !text.includes('{{') && !text.includes('$t(')) return text;
    }
    return full(key, ...rest);
  };
  const { lng, lngs, ns, keyPrefix } = full;
  return Object.assign(plain, { lng, lngs, ns, keyPrefix }) as unknown as TFixedT;
}

/** Gives `instance` (and what react-i18next's useTranslation takes from it) the plain-text shortcut. */
function givePlainTexts(instance: typeof i18next): typeof i18next {
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<typeof getFixedT>) =>
    withPlainTexts(instance, getFixedT(...args))) as typeof instance.getFixedT;
  return instance;
}

/** Initialises i18next; resolves once the chosen locale's texts are loaded. */
export async function initI18n(locale: TLocale = startLocale()): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { nl: { translation: Object.assign({}, CORE_SECTIONS, ...pending.splice(0)) } },
      lng: 'nl',
      fallbackLng: 'nl',
      // Said outright (they are the defaults): i18next then skips guessing, on every t(), whether a
      // key is a natural-language sentence, which was a visible part of hydrating a page.
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    givePlainTexts(i18next);
  }
  await loadBundle(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export async function changeLocale(locale: TLocale): Promise<void> {
  writeStorage(STORAGE_KEYS.language, locale);
  // An address that names a language follows the choice, so a reload keeps it.
  if (localeInAddress()) {
    const url = new URL(window.location.href);
    url.searchParams.set(LANGUAGE_PARAM, locale);
    window.history.replaceState(window.history.state, '', url);
  }
  await initI18n(locale);
}

/** The Dutch texts' i18next in another language for one server render (it shares the texts, not the language). */
export async function i18nFor(locale: TLocale): Promise<typeof i18next> {
  await initI18n('nl');
  if (locale === 'nl') return i18next;
  await loadBundle(locale);
  return givePlainTexts(i18next.cloneInstance({ lng: locale }));
}

/** The current locale, narrowed to the two the shop speaks. */
export function useLocale(): TLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'nl';
}
