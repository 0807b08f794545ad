import { ANALYTICS_DELAY_MS, type TAnalyticsTrackRequest } from '@shop/contracts';
import { useEffect } from 'react';

export async function trackPageView(body: TAnalyticsTrackRequest): Promise<void> {
  try {
    await fetch('/api/analytics/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // spec §7: errors ignored
  }
}

/** Spec §7: one track call 1 s after the storefront loaded. */
export function useTrackPageView(tenantId: string): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void trackPageView({ tenantId, pageUrl: window.location.href, referrer: document.referrer || undefined });
    }, ANALYTICS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tenantId]);
}
