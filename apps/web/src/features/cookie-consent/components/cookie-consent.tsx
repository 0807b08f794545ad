import texts from 'virtual:locale-sections/nl/cookies';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import {
  ALL_COOKIES,
  type CookiePreferences,
  hasStoredConsent,
  NECESSARY_ONLY,
  OPEN_COOKIE_SETTINGS_EVENT,
  readCookiePreferences,
  storeCookiePreferences,
  takeCookieSettingsRequest,
} from '#src/lib/cookie-preferences.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/**
 * Spec §2.13/§4 cookie consent: shown while nothing is stored; accept all, necessary only, or
 * customise. The footer's 'Cookie-instellingen' reopens it with the stored choices to change them.
 */
export default function CookieConsent() {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [visible, setVisible] = useState(() => !hasStoredConsent());
  const [customising, setCustomising] = useState(false);
  const [choices, setChoices] = useState<CookiePreferences>(NECESSARY_ONLY);
  const [reopened, setReopened] = useState(0);

  useEffect(() => {
    const reopen = () => {
      if (!takeCookieSettingsRequest()) return;
      setChoices(readCookiePreferences());
      setCustomising(true);
      setVisible(true);
      setReopened((count) => count + 1);
    };
    // asked for before this banner was loaded
    reopen();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  // Opened on request: keyboard and screen-reader users land in the settings they asked for.
  useEffect(() => {
    if (reopened > 0) headingRef.current?.focus();
  }, [reopened]);

  if (!visible) return null;
  const save = (preferences: CookiePreferences) => {
    storeCookiePreferences(preferences);
    setVisible(false);
    setCustomising(false);
  };
  const optional = ['analytics', 'marketing', 'preferences'] as const;

  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface p-4 shadow-2xl md:inset-x-auto md:right-4 md:bottom-4 md:max-w-md md:rounded-2xl md:border"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-2 text-lg font-bold focus:outline-none">
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
          <>
            <button type="button" className={buttonPrimary} onClick={() => save(choices)}>
              {t('cookies.save')}
            </button>
            {hasStoredConsent() && (
              <button type="button" className={buttonSecondary} onClick={() => setVisible(false)}>
                {t('cookies.close')}
              </button>
            )}
          </>
        ) : (
          <>
            <button type="button" className={buttonPrimary} onClick={() => save(ALL_COOKIES)}>
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
