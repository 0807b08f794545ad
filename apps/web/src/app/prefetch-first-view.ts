import type { TTenant } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  carouselProductsQuery,
  productAddonsQuery,
  productQuery,
  publicCategoriesQuery,
  publicProductsQuery,
} from '../lib/catalogue.ts';
import { tenantHeroImageUrl } from '../lib/images.ts';
import type { ShopContextValue } from '../lib/shop-context.ts';

const onHome = () => window.location.pathname === '/';

/**
 * The hero image is the home page's largest paint: ask for it as soon as the tenant is known,
 * not only when the home view has rendered its <img>.
 */
export function preloadHeroImage(tenant: TTenant): void {
  if (!onHome() || !tenant.hasHeroImage || (tenant.heroType === 'video' && tenant.hasHeroVideo)) return;
  const href = tenantHeroImageUrl(tenant.id);
  if (document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * The data of the first view, fetched while the view's code is still loading: the standard home's
 * lists, or a product page's product and add-ons.
 */
export function prefetchFirstView(queryClient: QueryClient, shop: ShopContextValue): void {
  const product = /^\/product\/(\d+)$/.exec(window.location.pathname);
  if (product) {
    const id = Number(product[1]);
    void queryClient.prefetchQuery(productQuery(shop.tenant.id, id));
    void queryClient.prefetchQuery(productAddonsQuery(shop.tenant.id, id));
    return;
  }
  if (!onHome() || shop.layout !== 'standard') return;
  void queryClient.prefetchQuery(carouselProductsQuery(shop.tenant.id));
  void queryClient.prefetchQuery(publicCategoriesQuery(shop.tenant.id));
  void queryClient.prefetchQuery(publicProductsQuery(shop.tenant.id));
}
