/** Spec §2.3: the legacy `?page=` values and the views they select. */
const LEGACY_PAGES: Record<string, string> = {
  cart: '/cart',
  categories: '/categories',
  products: '/products',
  contact: '/contact',
  terms: '/terms-and-conditions',
  checkout: '/checkout',
  'order-history': '/order-history',
  search: '/search',
};

/**
 * Spec §2.3 legacy query forms on the root: `page=…` selects the view (parameter removed),
 * `order-confirmation={n}` becomes /order-confirmation/{n}. `login=true` is handled by the
 * layout (it opens a dialog). Returns the URL to go to, or null.
 */
export function legacyRedirectTarget(url: URL): string | null {
  if (url.pathname !== '/' && url.pathname !== '') return null;
  const params = new URLSearchParams(url.search);
  const orderNumber = params.get('order-confirmation');
  if (orderNumber) {
    params.delete('order-confirmation');
    return withSearch(`/order-confirmation/${encodeURIComponent(orderNumber)}`, params);
  }
  const page = params.get('page');
  const target = page ? LEGACY_PAGES[page] : undefined;
  if (!target) return null;
  params.delete('page');
  return withSearch(target, params);
}

function withSearch(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
