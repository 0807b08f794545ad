import { callApi } from '#src/lib/api-client.ts';

/** Stripe Checkout or the demo billing page for the chosen plan: the browser goes there. */
export async function startCheckout(tenantName: string, planId: number): Promise<void> {
  const { url } = await callApi('POST /api/platform/shops/:tenantName/billing/checkout', {
    params: { tenantName },
    body: { planId },
  });
  window.location.assign(url);
}

/** Stripe's customer portal (card, invoices, cancelling). */
export async function openBillingPortal(tenantName: string): Promise<void> {
  const { url } = await callApi('POST /api/platform/shops/:tenantName/billing/portal', { params: { tenantName } });
  window.location.assign(url);
}
