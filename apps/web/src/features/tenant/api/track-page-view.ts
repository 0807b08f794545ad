import { ANALYTICS_DELAY_MS, type TAnalyticsTrackRequest } from '@shop/contracts';
import { useEffect } from 'react';
import { callApi } from '#src/lib/api-client.ts';
import { CONSENT_CHANGED_EVENT, type CookiePreferences, readCookiePreferences } from '#src/lib/cookie-preferences.ts';

export async function trackPageView(body: TAnalyticsTrackRequest): Promise<void> {
  try {
    await callApi('POST /api/analytics/track', { body, keepalive: true });
  } catch {
    // spec §7: errors ignored
  }
}

/**
 * Spec §7: one track call 1 s after the storefront loaded, and only with analytics consent
 * (§2.13/§4): when the shopper allows analytics later on this page, the call goes then.
 */
export function useTrackPageView(tenantId: string): void {
  useEffect(() => {
    let sent = false;
    let delayOver = false;
    const send = () => {
      if (sent || !delayOver || !readCookiePreferences().analytics) return;
      sent = true;
      void trackPageView({ tenantId, pageUrl: window.location.href, referrer: document.referrer || undefined });
    };
    const timer = window.setTimeout(() => {
      delayOver = true;
      send();
    }, ANALYTICS_DELAY_MS);
    const onConsent = (event: Event) => {
      if ((event as CustomEvent<CookiePreferences>).detail?.analytics) send();
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
    };
  }, [tenantId]);
}
