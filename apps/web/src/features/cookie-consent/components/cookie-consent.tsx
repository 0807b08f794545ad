import texts from 'virtual:locale-sections/nl/cookies';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/button-styles.ts';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';

addDutchTexts(texts);

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

const NECESSARY_ONLY: CookiePreferences = { necessary: true, analytics: false, marketing: false, preferences: false };
const ALL: CookiePreferences = { necessary: true, analytics: true, marketing: true, preferences: true };

export function hasStoredConsent(): boolean {
  return readStorage(STORAGE_KEYS.cookieConsent) !== null;
}

export function storeConsent(preferences: CookiePreferences): void {
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify({ given: true, date: new Date().toISOString() }));
  writeStorage(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
}

/** Spec §2.13/§4 cookie consent: shown while nothing is stored; accept all, necessary only, or customise. */
export default function CookieConsent() {
  const { t } = useTranslation();
  const headingId = useId();
  const [visible, setVisible] = useState(() => !hasStoredConsent());
  const [customising, setCustomising] = useState(false);
  const [choices, setChoices] = useState<CookiePreferences>(NECESSARY_ONLY);

  if (!visible) return null;
  const save = (preferences: CookiePreferences) => {
    storeConsent(preferences);
    setVisible(false);
  };
  const optional = ['analytics', 'marketing', 'preferences'] as const;

  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface p-4 shadow-2xl md:inset-x-auto md:right-4 md:bottom-4 md:max-w-md md:rounded-2xl md:border"
    >
      <h2 id={headingId} className="mb-2 text-lg font-bold">
        {t('cookies.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">
        {t('cookies.text')}{' '}
        <Link to="/terms-and-conditions" className="text-link underline">
          {t('cookies.moreInfo')}
        </Link>
      </p>
      {customising && (
        <fieldset className="mb-4 space-y-2">
          <legend className="sr-only">{t('cookies.settings')}</legend>
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" checked disabled className="mt-0.5 h-4 w-4" />
            <span>
              <span className="font-semibold">{t('cookies.necessary')}</span>
              <span className="block text-muted">{t('cookies.necessaryText')}</span>
            </span>
          </label>
          {optional.map((key) => (
            <label key={key} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                checked={choices[key]}
                onChange={(event) => setChoices((current) => ({ ...current, [key]: event.target.checked }))}
                className="mt-0.5 h-4 w-4"
              />
              <span>
                <span className="font-semibold">{t(`cookies.${key}`)}</span>
                <span className="block text-muted">{t(`cookies.${key}Text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        {customising ? (
          <button type="button" className={buttonPrimary} onClick={() => save(choices)}>
            {t('cookies.save')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonPrimary} onClick={() => save(ALL)}>
              {t('cookies.acceptAll')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => save(NECESSARY_ONLY)}>
              {t('cookies.necessaryOnly')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setCustomising(true)}>
              {t('cookies.customise')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
