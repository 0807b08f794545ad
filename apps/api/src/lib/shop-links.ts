import type { HostDomains } from '@shop/contracts';
import { type RequestOrigin, shopUrl } from '#src/lib/shop-url.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';

/** Absolute links back into the shop the request came from. */
export interface ShopLinks {
  confirmation(orderNumber: string): string;
  /** Where an unpaid card order can be paid (redirects to the provider or the demo page). */
  payment(orderNumber: string): string;
  demoPayment(orderNumber: string): string;
}

/** The order's links, under the one shop-URL policy (lib/shop-url.ts). */
export function shopLinks(request: RequestOrigin, tenant: TenantContext, domains: HostDomains): ShopLinks {
  const link = (path: string) => shopUrl(request, tenant, domains, path);
  return {
    confirmation: (orderNumber) => link(`/order-confirmation/${encodeURIComponent(orderNumber)}`),
    payment: (orderNumber) => link(`/api/payments/pay/${encodeURIComponent(orderNumber)}`),
    demoPayment: (orderNumber) => link(`/api/payments/demo/${encodeURIComponent(orderNumber)}`),
  };
}
