import texts from 'virtual:locale-sections/nl/footer';
import { useTranslation } from 'react-i18next';
import { addDutchTexts, changeLocale, LOCALES, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** NL / EN on the platform's own (light) pages: the landing page, the account pages, the back-office. */
export function PlatformLanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className={`flex gap-1 ${className}`}>
      <legend className="sr-only">{t('footer.language')}</legend>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={locale === code}
          onClick={() => void changeLocale(code)}
          className={`rounded px-2 py-1 text-sm font-semibold uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 ${locale === code ? 'bg-violet-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {code}
        </button>
      ))}
    </fieldset>
  );
}
