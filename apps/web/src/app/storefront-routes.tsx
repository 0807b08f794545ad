import { type ComponentType, lazy } from 'react';
import { Route, Switch } from 'wouter';

/**
 * A lazy view that can be loaded ahead of its first render. Once its chunk is in, it renders
 * directly instead of suspending: no loading state is committed, so React does not hold the
 * view back to pace the reveal of a fallback (about 300 ms on the first paint).
 */
function preloadableView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function View(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { View, preload };
}

const home = preloadableView(() => import('#src/features/home/routes/home-route.tsx'));
const product = preloadableView(() => import('#src/features/product/routes/product-route.tsx'));

const VIEW_LOADERS: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, home.preload],
  [/^\/product\/\d+$/, product.preload],
  [/^\/products$/, () => import('#src/features/catalogue/routes/products-route.tsx')],
  [/^\/categories$/, () => import('#src/features/catalogue/routes/categories-route.tsx')],
  [/^\/category\/\d+$/, () => import('#src/features/catalogue/routes/category-route.tsx')],
  [/^\/search$/, () => import('#src/features/search/routes/search-route.tsx')],
  [/^\/terms-and-conditions(\/.*)?$/, () => import('#src/features/terms/routes/terms-route.tsx')],
  [/^\/contact$/, () => import('#src/features/contact/routes/contact-route.tsx')],
];

/**
 * Starts loading the first view's chunk at boot, while the shop's settings are still being
 * fetched, instead of only when the view renders (one round trip less before the first paint).
 * A server-rendered page waits for it before hydrating (src/main.tsx): a view still loading
 * while the page updates would be rendered again from scratch instead of taking over its HTML.
 */
export function preloadFirstRoute(pathname: string): Promise<unknown> {
  const view = VIEW_LOADERS.find(([path]) => path.test(pathname))?.[1];
  // A failed load shows when the view renders (React.lazy loads it again there).
  return view ? view().catch(() => undefined) : Promise.resolve();
}

// Spec §2.3 routes; every view is its own chunk (React.lazy, shown under the layout's Suspense).
const HomeRoute = home.View;
const ProductsRoute = lazy(() => import('#src/features/catalogue/routes/products-route.tsx'));
const CategoriesRoute = lazy(() => import('#src/features/catalogue/routes/categories-route.tsx'));
const CategoryRoute = lazy(() => import('#src/features/catalogue/routes/category-route.tsx'));
const ProductRoute = product.View;
const SearchRoute = lazy(() => import('#src/features/search/routes/search-route.tsx'));
const TermsRoute = lazy(() => import('#src/features/terms/routes/terms-route.tsx'));
const ContactRoute = lazy(() => import('#src/features/contact/routes/contact-route.tsx'));
const CartRoute = lazy(() => import('#src/features/cart/routes/cart-route.tsx'));
const CheckoutRoute = lazy(() => import('#src/features/checkout/routes/checkout-route.tsx'));
const OrderConfirmationRoute = lazy(() => import('#src/features/orders/routes/order-confirmation-route.tsx'));
const OrderHistoryRoute = lazy(() => import('#src/features/orders/routes/order-history-route.tsx'));
const NotFoundRoute = lazy(() => import('#src/app/not-found-route.tsx'));

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
