import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Spec §2.3 routes; every view is its own chunk (React.lazy, shown under the layout's Suspense).
const HomeRoute = lazy(() => import('../features/home/routes/home-route.tsx'));
const ProductsRoute = lazy(() => import('../features/catalogue/routes/products-route.tsx'));
const CategoriesRoute = lazy(() => import('../features/catalogue/routes/categories-route.tsx'));
const CategoryRoute = lazy(() => import('../features/catalogue/routes/category-route.tsx'));
const ProductRoute = lazy(() => import('../features/product/routes/product-route.tsx'));
const SearchRoute = lazy(() => import('../features/search/routes/search-route.tsx'));
const TermsRoute = lazy(() => import('../features/terms/routes/terms-route.tsx'));
const ContactRoute = lazy(() => import('../features/contact/routes/contact-route.tsx'));
const CartRoute = lazy(() => import('../features/cart/routes/cart-route.tsx'));
const CheckoutRoute = lazy(() => import('../features/cart/routes/checkout-route.tsx'));
const OrderConfirmationRoute = lazy(() => import('../features/cart/routes/order-confirmation-route.tsx'));
const OrderHistoryRoute = lazy(() => import('../features/cart/routes/order-history-route.tsx'));
const NotFoundRoute = lazy(() => import('./not-found-route.tsx'));

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
