import { readStorage, STORAGE_KEYS, writeStorage } from '#src/lib/storage-keys.ts';

/** Spec §3 cookie preferences: necessary is always on. */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};
export const ALL_COOKIES: CookiePreferences = { necessary: true, analytics: true, marketing: true, preferences: true };

/** Fired on window after the shopper stored a choice; its detail is the new preferences. */
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';
/** Fired on window to reopen the cookie settings (the footer's link). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'openCookieSettings';

export function hasStoredConsent(): boolean {
  return readStorage(STORAGE_KEYS.cookieConsent) !== null;
}

/** The stored choice; without a (readable) choice nothing optional is allowed. */
export function readCookiePreferences(): CookiePreferences {
  if (!hasStoredConsent()) return NECESSARY_ONLY;
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.cookiePreferences) ?? 'null') as Partial<CookiePreferences>;
    return {
      necessary: true,
      analytics: stored?.analytics === true,
      marketing: stored?.marketing === true,
      preferences: stored?.preferences === true,
    };
  } catch {
    return NECESSARY_ONLY;
  }
}

export function storeCookiePreferences(preferences: CookiePreferences): void {
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify({ given: true, date: new Date().toISOString() }));
  writeStorage(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: preferences }));
}

let settingsRequested = false;

/** Asks the consent banner to open its settings; kept until the banner, loaded lazily, takes it. */
export function openCookieSettings(): void {
  settingsRequested = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** True once after openCookieSettings(): the banner then shows the settings. */
export function takeCookieSettingsRequest(): boolean {
  const requested = settingsRequested;
  settingsRequested = false;
  return requested;
}
