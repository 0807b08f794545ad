/** The storefront page an address shows (spec §2.3), as far as its head is concerned. */
export type TShopPage =
  /** `search`: the search page before a query (its results, `?q=…`, are a private page). */
  | { kind: 'home' | 'products' | 'categories' | 'contact' | 'terms' | 'search' }
  | { kind: 'category'; id: number }
  | { kind: 'product'; id: number }
  /** Pages that are the shopper's own or a query's answer: never indexed. */
  | { kind: 'private'; name: 'cart' | 'checkout' | 'orderConfirmation' | 'orderHistory' | 'search' }
  | { kind: 'notFound' };

const ID = /^[1-9]\d{0,8}$/;

const BY_PATH: Record<string, TShopPage> = {
  '/': { kind: 'home' },
  '/products': { kind: 'products' },
  '/categories': { kind: 'categories' },
  '/contact': { kind: 'contact' },
  '/cart': { kind: 'private', name: 'cart' },
  '/checkout': { kind: 'private', name: 'checkout' },
  '/order-history': { kind: 'private', name: 'orderHistory' },
  '/search': { kind: 'private', name: 'search' },
};

/** Spec §2.3's legacy `?page=` values on the root, by the path they stand for. */
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

function pageOfPath(path: string): TShopPage {
  const known = BY_PATH[path];
  if (known) return known;
  if (path === '/terms-and-conditions' || path.startsWith('/terms-and-conditions/')) return { kind: 'terms' };
  if (path.startsWith('/order-confirmation/')) return { kind: 'private', name: 'orderConfirmation' };
  const item = /^\/(product|category)\/([^/]+)$/.exec(path);
  if (item?.[1] && item[2] !== undefined) {
    if (!ID.test(item[2])) return { kind: 'notFound' };
    return { kind: item[1] === 'product' ? 'product' : 'category', id: Number(item[2]) };
  }
  return { kind: 'notFound' };
}

/** The page of a storefront address; the root's legacy query forms count as the page they open. */
export function shopPageOf(path: string, query: URLSearchParams): TShopPage {
  if (path === '/search' && !query.get('q')?.trim()) return { kind: 'search' };
  if (path === '/') {
    if (query.has('order-confirmation')) return { kind: 'private', name: 'orderConfirmation' };
    const legacy = LEGACY_PAGES[query.get('page') ?? ''];
    if (legacy) return pageOfPath(legacy);
  }
  return pageOfPath(path);
}

/** The address a page is known by (its canonical path), or null for one that has none. */
export function canonicalPath(page: TShopPage): string | null {
  switch (page.kind) {
    case 'home':
      return '/';
    case 'products':
    case 'categories':
    case 'contact':
    case 'search':
      return `/${page.kind}`;
    case 'terms':
      return '/terms-and-conditions';
    case 'category':
    case 'product':
      return `/${page.kind}/${page.id}`;
    default:
      return null;
  }
}

/** One key per page for the head cache. */
export function pageKey(page: TShopPage): string {
  if (page.kind === 'private') return `private:${page.name}`;
  return canonicalPath(page) ?? page.kind;
}

/**
 * The query parameter of a page's English address (`/product/3?lang=en`); the plain address is
 * Dutch, the storefront's default. The browser takes it as the shopper's choice (apps/web/src/lib/i18n.ts).
 */
export const LANGUAGE_PARAM = 'lang';

export function pageLanguage(query: URLSearchParams): 'nl' | 'en' {
  return query.get(LANGUAGE_PARAM) === 'en' ? 'en' : 'nl';
}
