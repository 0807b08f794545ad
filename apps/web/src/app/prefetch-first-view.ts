import type { TTenant } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  carouselProductsQuery,
  productAddonsQuery,
  productQuery,
  publicCategoriesQuery,
  publicProductsQuery,
} from '#src/lib/catalogue.ts';
import { preloadImage, productImageUrl, sortedImages, tenantHeroImageUrl, WIDE_SIZES } from '#src/lib/images.ts';
import type { ShopContextValue } from '#src/lib/shop-context.ts';

const onHome = () => window.location.pathname === '/';

/**
 * The hero image is the home page's largest paint: ask for it as soon as the tenant is known,
 * not only when the home view has rendered its <img>.
 */
export function preloadHeroImage(tenant: TTenant): void {
  // A server-rendered home has its <img> in the HTML already (found before any script ran).
  if (document.getElementById('shop-query-state')) return;
  if (!onHome() || !tenant.hasHeroImage || (tenant.heroType === 'video' && tenant.hasHeroVideo)) return;
  preloadImage(tenantHeroImageUrl(tenant.id, tenant.heroImageVersion), tenant.heroImage?.variants, '100vw');
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
      if (main && productOnPage() === id) {
        preloadImage(productImageUrl(id, main.id, tenantId), main.variants, WIDE_SIZES);
      }
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
