/**
 * Groups of API routes, by the kind of traffic they get: the rate limits give each its own
 * budget, and the answers of `shopping` and `account` carry personal data (never cached).
 */
export type RouteFamily = 'catalogue' | 'media' | 'shopping' | 'account' | 'forms';

const MEDIA_ROUTE = /\/file$|^\/api\/tenants\/:id\/(?:logo|hero-image|hero-video)$/;
const FAMILY_PREFIXES: [prefix: string, family: RouteFamily][] = [
  ['/api/cart/', 'shopping'],
  ['/api/checkout/', 'shopping'],
  ['/api/orders/', 'shopping'],
  ['/api/payments/', 'shopping'],
  ['/api/payment-methods/', 'shopping'],
  ['/api/customers/', 'account'],
  ['/api/auth/', 'account'],
  ['/api/platform/', 'account'],
  ['/api/admin/', 'account'],
  ['/api/contact', 'forms'],
  ['/api/analytics/', 'forms'],
  ['/api/media/', 'media'],
];

/** The family of a route pattern (e.g. `/api/cart/:sessionId/:tenantId`); null for what is not the API. */
export function routeFamily(routeUrl: string | undefined): RouteFamily | null {
  if (!routeUrl?.startsWith('/api/')) return null;
  if (MEDIA_ROUTE.test(routeUrl)) return 'media';
  return FAMILY_PREFIXES.find(([prefix]) => routeUrl.startsWith(prefix))?.[1] ?? 'catalogue';
}
