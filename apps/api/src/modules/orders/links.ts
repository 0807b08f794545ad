import { type HostDomains, resolveHost } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '#src/plugins/tenant.ts';

/** Absolute links back into the shop the request came from. */
export interface ShopLinks {
  confirmation(orderNumber: string): string;
  /** Where an unpaid card order can be paid (redirects to the provider or the demo page). */
  payment(orderNumber: string): string;
  demoPayment(orderNumber: string): string;
}

/**
 * Links on the request's own origin. When that host does not name this shop (a bare host in
 * development), `?tenant=` is added so the storefront still knows the shop.
 */
export function shopLinks(request: FastifyRequest, tenant: TenantContext, domains: HostDomains): ShopLinks {
  const origin = `${request.protocol}://${request.host}`;
  const resolved = resolveHost(request.host, domains);
  const sameShop = resolved.kind === 'shop' && resolved.tenantName === tenant.name.toLowerCase();
  const suffix = sameShop ? '' : `?tenant=${encodeURIComponent(tenant.name)}`;
  const link = (path: string) => `${origin}${path}${suffix}`;
  return {
    confirmation: (orderNumber) => link(`/order-confirmation/${encodeURIComponent(orderNumber)}`),
    payment: (orderNumber) => link(`/api/payments/pay/${encodeURIComponent(orderNumber)}`),
    demoPayment: (orderNumber) => link(`/api/payments/demo/${encodeURIComponent(orderNumber)}`),
  };
}
