import type { TTenant } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  carouselProductsQuery,
  productAddonsQuery,
  productQuery,
  publicCategoriesQuery,
  publicProductsQuery,
} from '#src/lib/catalogue.ts';
import { productImageUrl, sortedImages, tenantHeroImageUrl } from '#src/lib/images.ts';
import type { ShopContextValue } from '#src/lib/shop-context.ts';

const onHome = () => window.location.pathname === '/';

/**
 * The hero image is the home page's largest paint: ask for it as soon as the tenant is known,
 * not only when the home view has rendered its <img>.
 */
export function preloadHeroImage(tenant: TTenant): void {
  if (!onHome() || !tenant.hasHeroImage || (tenant.heroType === 'video' && tenant.hasHeroVideo)) return;
  preloadImage(tenantHeroImageUrl(tenant.id));
}

function preloadImage(href: string): void {
  if (document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

const productOnPage = () => {
  const match = /^\/product\/(\d+)$/.exec(window.location.pathname);
  return match ? Number(match[1]) : null;
};

/**
 * A product page's product and add-ons only need the tenant: fetch them as soon as it is known,
 * next to the shop's other settings, and ask for the main image (the largest paint) right away.
 */
export function prefetchProductPage(queryClient: QueryClient, tenantId: string): void {
  const id = productOnPage();
  if (id === null) return;
  void queryClient.prefetchQuery(productAddonsQuery(tenantId, id));
  void queryClient.fetchQuery(productQuery(tenantId, id)).then(
    (product) => {
      const main = sortedImages(product.images)[0];
      if (main && productOnPage() === id) preloadImage(productImageUrl(id, main.id, tenantId));
    },
    () => undefined,
  );
}

/**
 * The data of the first view, fetched while the view's code is still loading: the standard home's
 * lists (a product page's data is already asked for by prefetchProductPage).
 */
export function prefetchFirstView(queryClient: QueryClient, shop: ShopContextValue): void {
  if (!onHome() || shop.layout !== 'standard') return;
  void queryClient.prefetchQuery(carouselProductsQuery(shop.tenant.id));
  void queryClient.prefetchQuery(publicCategoriesQuery(shop.tenant.id));
  void queryClient.prefetchQuery(publicProductsQuery(shop.tenant.id));
}
