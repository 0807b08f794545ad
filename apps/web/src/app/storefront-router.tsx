import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { LoadingState } from '../components/ui/page-state.tsx';
import { legacyRedirectTarget } from '../lib/legacy-query.ts';
import { ShopLayout } from './chrome/shop-layout.tsx';

function legacyQueryLoader({ request }: LoaderFunctionArgs) {
  const target = legacyRedirectTarget(new URL(request.url));
  if (target) throw redirect(target);
  return null;
}

function RouterLoading() {
  return <LoadingState />;
}

/** Spec §2.3 routes; every view is its own chunk. */
export function createStorefrontRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: ShopLayout,
      HydrateFallback: RouterLoading,
      loader: legacyQueryLoader,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
      children: [
        { index: true, lazy: () => import('../features/home/routes/home-route.tsx') },
        { path: 'products', lazy: () => import('../features/catalogue/routes/products-route.tsx') },
        { path: 'categories', lazy: () => import('../features/catalogue/routes/categories-route.tsx') },
        { path: 'category/:categoryId', lazy: () => import('../features/catalogue/routes/category-route.tsx') },
        { path: 'product/:productId', lazy: () => import('../features/product/routes/product-route.tsx') },
        { path: 'search', lazy: () => import('../features/search/routes/search-route.tsx') },
        { path: 'terms-and-conditions/*', lazy: () => import('../features/terms/routes/terms-route.tsx') },
        { path: 'contact', lazy: () => import('../features/contact/routes/contact-route.tsx') },
        { path: 'cart', lazy: () => import('../features/cart/routes/cart-route.tsx') },
        { path: 'checkout', lazy: () => import('../features/cart/routes/checkout-route.tsx') },
        {
          path: 'order-confirmation/:orderNumber',
          lazy: () => import('../features/cart/routes/order-confirmation-route.tsx'),
        },
        { path: 'order-history', lazy: () => import('../features/cart/routes/order-history-route.tsx') },
        { path: '*', lazy: () => import('./not-found-route.tsx') },
      ],
    },
  ]);
}
