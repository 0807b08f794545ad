import type { TShopLayout } from '@shop/contracts';
import { escapeHtml } from '#src/lib/html.ts';

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date | null;
}

/** A sitemaps.org urlset; every address is XML-escaped. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The shopper's own pages (cart, checkout, orders, account) and the API stay out of search engines. */
const SHOP_PRIVATE_PATHS = ['/cart', '/checkout', '/order-confirmation/', '/order-history', '/api/'];
/**
 * Images are answered under /api/; search engines and link previews need them (product images in
 * rich results, og:image), so they stay open: the longer Allow rule wins over Disallow: /api/.
 */
const SHOP_PUBLIC_API_PATHS = [
  '/api/products/*/images/',
  '/api/categories/*/images/',
  '/api/tenants/*/logo',
  '/api/tenants/*/hero-image',
];

export function shopRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...SHOP_PUBLIC_API_PATHS.map((path) => `Allow: ${path}`),
    ...SHOP_PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

/** The platform's signed-in and one-time pages: the back office, the Admin's pages, tokens in links. */
const PLATFORM_PRIVATE_PATHS = [
  '/select-tenant',
  '/admin',
  '/*/dashboard',
  '/api/',
  '/reset-password',
  '/verify-email',
  '/two-factor',
  '/staff-invitation/',
];

export function platformRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PLATFORM_PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

/** The platform site's public pages (the plans are a section of the landing page). */
export const PLATFORM_PAGES = ['/', '/register', '/login', '/privacy', '/terms', '/support'];

/** The shop's fixed pages, before its categories and products. */
export const SHOP_PAGES = ['/', '/products', '/categories', '/contact', '/terms-and-conditions'];

/**
 * The fixed pages a shop of this layout shows: the one-product layout (spec §1) has no
 * categories page (it sends the shopper home), so the sitemap does not name it.
 */
export function shopPages(layout: TShopLayout): string[] {
  return layout === 'one-product' ? SHOP_PAGES.filter((path) => path !== '/categories') : SHOP_PAGES;
}
