import { SESSION_ID_STORAGE_KEY } from '@shop/contracts';

/** Every localStorage key the storefront uses (spec §9). */
export const STORAGE_KEYS = {
  cookieConsent: 'cookie_consent',
  cookiePreferences: 'cookie_preferences',
  customerToken: 'customer_token',
  customerId: 'customer_id',
  currentTenant: 'current_tenant',
  sessionId: SESSION_ID_STORAGE_KEY,
  language: 'shop_language',
  /** Older separate entries, migrated into currentTenant. */
  legacyTenantId: 'tenantId',
  legacyTenantName: 'tenantName',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the feature simply does not persist
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
