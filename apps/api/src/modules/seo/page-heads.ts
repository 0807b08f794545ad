import {
  effectivePriceCents,
  type HostDomains,
  hasActiveDiscount,
  nextPriceChange,
  resolveHost,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import type { TConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { shopUrl } from '#src/lib/shop-url.ts';
import { VersionedCache } from '#src/lib/versioned-cache.ts';
import { findShopState } from '#src/modules/billing/billing.ts';
import { findImageVersions } from '#src/modules/media-library/media-library.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { type PageHeadFacts, renderHead, shopThemeColor, shortText, type THeadLanguage } from './head.ts';
import { canonicalPath, LANGUAGE_PARAM, pageKey, pageLanguage, shopPageOf, type TShopPage } from './pages.ts';
import {
  findHeadCategory,
  findHeadProduct,
  findHeadProductImageIds,
  findSocialProfiles,
  findThemeBackground,
  type HeadProduct,
} from './queries.ts';

/** The head of one storefront page, for the SPA shell (plugins/static-web.ts). */
export interface PageHead {
  lang: THeadLanguage;
  /** Tags that take the place of the shell's <title>. */
  head: string;
  noindex: boolean;
  /** 404 for a page that is not there (an unknown address, product, category or shop): the storefront still shows its not-found view. */
  status: 200 | 404;
}

/** Page names in the head, as the storefront's own titles have them ("{page} | {shop}"). */
const TEXTS = {
  nl: {
    home: 'Home',
    products: 'Producten',
    categories: 'Categorieën',
    contact: 'Contact',
    terms: 'Algemene voorwaarden',
    cart: 'Winkelwagen',
    checkout: 'Afrekenen',
    orderConfirmation: 'Bestelbevestiging',
    orderHistory: 'Bestelgeschiedenis',
    search: 'Zoeken',
    notFound: 'Pagina niet gevonden',
    productsDescription: (shop: string) => `Alle producten van ${shop}.`,
    categoriesDescription: (shop: string) => `Alle categorieën van ${shop}.`,
    contactDescription: (shop: string) => `Neem contact op met ${shop}.`,
    termsDescription: (shop: string) => `De algemene voorwaarden van ${shop}.`,
  },
  en: {
    home: 'Home',
    products: 'Products',
    categories: 'Categories',
    contact: 'Contact',
    terms: 'Terms and conditions',
    cart: 'Cart',
    checkout: 'Checkout',
    orderConfirmation: 'Order confirmation',
    orderHistory: 'Order history',
    search: 'Search',
    notFound: 'Page not found',
    productsDescription: (shop: string) => `All products of ${shop}.`,
    categoriesDescription: (shop: string) => `All categories of ${shop}.`,
    contactDescription: (shop: string) => `Get in touch with ${shop}.`,
    termsDescription: (shop: string) => `The terms and conditions of ${shop}.`,
  },
} as const;

const SCHEMA = 'https://schema.org';

/** Rich text as one line of plain text (the text escaped again where it is written). */
function plainText(html: string): string {
  const spaced = html.replace(/<(\/p|\/li|\/h[1-6]|\/div|br\s*\/?)>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Spec §4: made to order is always orderable; otherwise in stock while stock lasts. */
function availability(product: HeadProduct): string {
  if (product.madeToOrder) return `${SCHEMA}/MadeToOrder`;
  return product.stockQuantity > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const isWebAddress = (value: string | null | undefined): value is string => !!value && /^https?:\/\/\S+$/i.test(value);

interface Built extends Omit<PageHead, 'lang'> {
  /** A discount starts or ends then: the head's price changes. */
  validUntil: Date | null;
}

/** A host or `?tenant=` that names no shop: the shell's own title, never indexed (the storefront shows 'Webshop Not Found'). */
const MISSING_SHOP_HEAD = {
  head: '<title>Webshop</title><meta name="robots" content="noindex">',
  noindex: true,
  status: 404,
} as const;

/** The meta tag that names the shop of a page served on the shop's own domain. */
export const SHOP_NAME_META = 'shop-name';
const shopNameMeta = (name: string) => `<meta name="${SHOP_NAME_META}" content="${name.replace(/[^a-z0-9-]/gi, '')}">`;

/**
 * Builds the head of every storefront page from the database (title, description, canonical,
 * Open Graph, Twitter, robots, JSON-LD), kept per shop, address and catalogue version.
 */
export function createPageHeads(app: FastifyInstance, config: TConfig) {
  const db: Database = app.database.db;
  const domains: HostDomains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const ttlMs = config.CATALOGUE_CACHE_TTL_SECONDS * 1000;
  const cache = new VersionedCache<Omit<PageHead, 'lang'>>(5000);

  /**
   * Whether the shop is paused, kept per catalogue version (a subscription change bumps it); a
   * trial or plan that ends by the clock shows within the cache's time to live.
   */
  const pausedShops = new VersionedCache<boolean>(5000);
  async function isPaused(tenant: TenantContext): Promise<boolean> {
    const known = pausedShops.get(tenant.id, tenant.catalogueVersion);
    if (known !== undefined) return known;
    const paused = (await findShopState(db, tenant.id, app.clock())) === 'paused';
    pausedShops.set(tenant.id, tenant.catalogueVersion, paused, ttlMs);
    return paused;
  }

  async function build(
    request: FastifyRequest,
    tenant: TenantContext,
    page: TShopPage,
    lang: THeadLanguage,
    paused: boolean,
  ): Promise<Built> {
    const text = TEXTS[lang];
    const shop = tenant.displayName || tenant.name;
    const url = (path: string, params: Record<string, string> = {}) => shopUrl(request, tenant, domains, path, params);
    const home = url('/');
    const storeId = `${home}#store`;
    // The storefront's own addresses of the logo and hero (`?t=` their version): one cached file for both.
    const [versions, themeRecord] = await Promise.all([
      findImageVersions(
        db,
        tenant.id,
        [tenant.logoMediaId, tenant.heroImageMediaId].filter((id) => id !== null),
      ),
      findThemeBackground(db, tenant.id),
    ]);
    const fileUrl = (path: string, mediaId: number | null) => {
      if (mediaId === null) return null;
      const version = versions.get(mediaId);
      return url(`/api/tenants/${tenant.id}/${path}`, version === undefined ? {} : { t: String(version) });
    };
    const logo = fileUrl('logo', tenant.logoMediaId);
    const hero = fileUrl('hero-image', tenant.heroImageMediaId);
    const path = canonicalPath(page);
    const alternates = path ? { nl: url(path), en: url(path, { [LANGUAGE_PARAM]: 'en' }) } : null;
    const facts: PageHeadFacts = {
      lang,
      title: shop,
      description: shortText(tenant.description),
      canonical: alternates?.[lang] ?? null,
      alternates,
      noindex: paused || path === null,
      siteName: shop,
      ogType: 'website',
      image: hero ?? logo,
      price: null,
      jsonLd: [],
      themeColor: shopThemeColor(tenant.theme, themeRecord),
    };
    const crumbs = (...items: { name: string; path: string }[]) => ({
      '@context': SCHEMA,
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: text.home, path: '/' }, ...items].map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: url(item.path),
      })),
    });
    const titled = (name: string) => `${name} | ${shop}`;
    let validUntil: Date | null = null;
    let status: PageHead['status'] = 200;
    /** The page is not there: the not-found title, no canonical, never indexed, 404. */
    const notFound = () => {
      Object.assign(facts, { title: titled(text.notFound), canonical: null, alternates: null, noindex: true });
      status = 404;
    };

    switch (page.kind) {
      case 'home': {
        const social = await findSocialProfiles(db, tenant.id);
        const sameAs = [social?.facebookUrl, social?.instagramUrl, social?.twitterUrl, social?.linkedInUrl].filter(
          isWebAddress,
        );
        facts.jsonLd.push({
          '@context': SCHEMA,
          '@type': 'OnlineStore',
          '@id': storeId,
          name: shop,
          url: home,
          ...(tenant.description ? { description: tenant.description } : {}),
          ...(logo ? { logo } : {}),
          ...(hero ? { image: hero } : {}),
          ...(tenant.contactEmail ? { email: tenant.contactEmail } : {}),
          ...(sameAs.length > 0 ? { sameAs } : {}),
        });
        break;
      }
      case 'products':
      case 'categories':
      case 'contact':
      case 'terms': {
        facts.title = titled(text[page.kind]);
        facts.description = text[`${page.kind}Description`](shop);
        if (page.kind === 'products' || page.kind === 'categories') {
          facts.jsonLd.push(crumbs({ name: text[page.kind], path: `/${page.kind}` }));
        }
        break;
      }
      case 'category': {
        const category = await findHeadCategory(db, tenant.id, page.id);
        if (!category) {
          notFound();
          break;
        }
        facts.title = titled(category.name);
        facts.description = shortText(category.description) || text.categoriesDescription(shop);
        facts.jsonLd.push(
          crumbs(
            { name: text.categories, path: '/categories' },
            { name: category.name, path: `/category/${category.id}` },
          ),
        );
        break;
      }
      case 'product': {
        const product = await findHeadProduct(db, tenant.id, page.id);
        if (!product) {
          notFound();
          break;
        }
        const now = app.clock();
        const canonical = url(`/product/${product.id}`);
        const imageIds = await findHeadProductImageIds(db, tenant.id, product.id);
        const images = imageIds.map((imageId) =>
          url(`/api/products/${product.id}/images/${imageId}/file`, { tenantId: tenant.id }),
        );
        const price = euros(effectivePriceCents(product, now));
        const description = shortText(product.shortDescription || plainText(product.description));
        facts.title = titled(product.name);
        facts.description = description || shortText(tenant.description);
        facts.ogType = 'product';
        facts.image = images[0] ?? facts.image;
        facts.price = { amount: price, currency: 'EUR' };
        validUntil = nextPriceChange([product], now);
        const discountEnds = hasActiveDiscount(product, now) ? product.discountEndDate : null;
        facts.jsonLd.push({
          '@context': SCHEMA,
          '@type': 'Product',
          '@id': `${canonical}#product`,
          name: product.name,
          ...(description ? { description } : {}),
          sku: product.sku,
          url: canonical,
          image: images.length > 0 ? images : [facts.image].filter(Boolean),
          brand: { '@type': 'Brand', name: shop },
          ...(product.categoryName ? { category: product.categoryName } : {}),
          offers: {
            '@type': 'Offer',
            url: canonical,
            price,
            priceCurrency: 'EUR',
            ...(discountEnds ? { priceValidUntil: discountEnds.toISOString().slice(0, 10) } : {}),
            availability: availability(product),
            itemCondition: `${SCHEMA}/NewCondition`,
            seller: { '@type': 'OnlineStore', '@id': storeId, name: shop, url: home },
          },
        });
        facts.jsonLd.push(
          product.categoryId !== null && product.categoryName !== null
            ? crumbs(
                { name: product.categoryName, path: `/category/${product.categoryId}` },
                { name: product.name, path: `/product/${product.id}` },
              )
            : crumbs(
                { name: text.products, path: '/products' },
                { name: product.name, path: `/product/${product.id}` },
              ),
        );
        break;
      }
      case 'search':
        facts.title = titled(text.search);
        break;
      case 'private':
        facts.title = titled(text[page.name]);
        break;
      case 'notFound':
        notFound();
        break;
    }
    return { head: renderHead(facts), noindex: facts.noindex, status, validUntil };
  }

  /** The head of a storefront page (a 404 one for a host or `?tenant=` naming no shop), or null for the platform site's pages. */
  return async function pageHead(request: FastifyRequest): Promise<PageHead | null> {
    const [path = '/', search = ''] = request.url.split('?', 2);
    const query = new URLSearchParams(search);
    const resolution = await app.resolveShop(request.headers.host ?? '', query.get('tenant')).catch(() => null);
    if (resolution?.kind === 'none') return { lang: pageLanguage(query), ...MISSING_SHOP_HEAD };
    if (resolution?.kind !== 'shop') return null;
    const { tenant } = resolution;
    const paused = await isPaused(tenant);
    const page = shopPageOf(path, query);
    const lang = pageLanguage(query);
    const origin = shopUrl(request, tenant, domains, '/');
    const key = `${tenant.id}|${origin}|${pageKey(page)}|${lang}|${paused ? 'paused' : 'open'}`;
    let entry = cache.get(key, tenant.catalogueVersion);
    if (entry === undefined) {
      const { validUntil, ...built } = await build(request, tenant, page, lang, paused);
      entry = built;
      const ttl = validUntil ? Math.min(ttlMs, validUntil.getTime() - Date.now()) : ttlMs;
      cache.set(key, tenant.catalogueVersion, entry, ttl);
    }
    // On a shop's own domain the browser cannot tell its shop from the host (apps/web/src/app/host.ts reads this).
    const named = resolveHost(request.headers.host ?? '', domains).kind === 'missing-tenant';
    return named ? { lang, ...entry, head: `${entry.head}\n${shopNameMeta(tenant.name)}` } : { lang, ...entry };
  };
}
