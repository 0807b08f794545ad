import texts from 'virtual:locale-sections/nl/footer,language';
import { useTranslation } from 'react-i18next';
import { addDutchTexts, changeLocale, LOCALES, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** Footer language switch (nl, en), persisted in localStorage. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  return (
    <fieldset className="inline-flex rounded-lg border border-line p-1">
      <legend className="sr-only">{t('footer.language')}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          onClick={() => void changeLocale(locale)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold uppercase focus-visible:outline-2 focus-visible:outline-link ${
            current === locale ? 'bg-primary text-on-primary' : 'text-muted hover:text-fg'
          }`}
        >
          <span className="sr-only">{t(`language.${locale}`)}</span>
          <span aria-hidden="true">{locale}</span>
        </button>
      ))}
    </fieldset>
  );
}
