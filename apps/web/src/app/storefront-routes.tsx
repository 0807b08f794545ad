import { Route, Switch } from 'wouter';
import { lazyView } from '#src/lib/lazy-view.tsx';

// Spec §2.3 routes; every view is its own chunk (lazyView, shown under the layout's Suspense).
const HomeRoute = lazyView(() => import('#src/features/home/routes/home-route.tsx'));
const ProductsRoute = lazyView(() => import('#src/features/catalogue/routes/products-route.tsx'));
const CategoriesRoute = lazyView(() => import('#src/features/catalogue/routes/categories-route.tsx'));
const CategoryRoute = lazyView(() => import('#src/features/catalogue/routes/category-route.tsx'));
const ProductRoute = lazyView(() => import('#src/features/product/routes/product-route.tsx'));
const SearchRoute = lazyView(() => import('#src/features/search/routes/search-route.tsx'));
const TermsRoute = lazyView(() => import('#src/features/terms/routes/terms-route.tsx'));
const ContactRoute = lazyView(() => import('#src/features/contact/routes/contact-route.tsx'));
const CartRoute = lazyView(() => import('#src/features/cart/routes/cart-route.tsx'));
const CheckoutRoute = lazyView(() => import('#src/features/checkout/routes/checkout-route.tsx'));
const OrderConfirmationRoute = lazyView(() => import('#src/features/orders/routes/order-confirmation-route.tsx'));
const OrderHistoryRoute = lazyView(() => import('#src/features/orders/routes/order-history-route.tsx'));
const NotFoundRoute = lazyView(() => import('#src/app/not-found-route.tsx'));

const VIEW_LOADERS: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, HomeRoute.preload],
  [/^\/product\/\d+$/, ProductRoute.preload],
  [/^\/products$/, ProductsRoute.preload],
  [/^\/categories$/, CategoriesRoute.preload],
  [/^\/category\/\d+$/, CategoryRoute.preload],
  [/^\/search$/, SearchRoute.preload],
  [/^\/terms-and-conditions(\/.*)?$/, TermsRoute.preload],
  [/^\/contact$/, ContactRoute.preload],
];

/**
 * Starts loading the first view's chunk at boot, while the shop's settings are still being
 * fetched, instead of only when the view renders (one round trip less before the first paint).
 * A server-rendered page waits for it before hydrating (src/main.tsx): a view still loading
 * while the page updates would be rendered again from scratch instead of taking over its HTML.
 */
export function preloadFirstRoute(pathname: string): Promise<unknown> {
  const view = VIEW_LOADERS.find(([path]) => path.test(pathname))?.[1];
  // A failed load shows when the view renders (which asks for the chunk again).
  return view ? view().catch(() => undefined) : Promise.resolve();
}

export function StorefrontRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/products" component={ProductsRoute} />
      <Route path="/categories" component={CategoriesRoute} />
      <Route path="/category/:categoryId" component={CategoryRoute} />
      <Route path="/product/:productId" component={ProductRoute} />
      <Route path="/search" component={SearchRoute} />
      <Route path="/terms-and-conditions/*?" component={TermsRoute} />
      <Route path="/contact" component={ContactRoute} />
      <Route path="/cart" component={CartRoute} />
      <Route path="/checkout" component={CheckoutRoute} />
      <Route path="/order-confirmation/:orderNumber" component={OrderConfirmationRoute} />
      <Route path="/order-history" component={OrderHistoryRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
