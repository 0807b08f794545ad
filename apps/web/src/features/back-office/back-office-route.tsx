import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { BackOfficeFrame } from '#src/features/back-office/components/back-office-frame.tsx';
import DashboardRoute from '#src/features/back-office/dashboard-route.tsx';

// Each section is its own chunk: the overview does not wait for the editors.
const ProductsRoute = lazy(() => import('#src/features/back-office/catalogue/products-route.tsx'));
const ProductEditRoute = lazy(() => import('#src/features/back-office/catalogue/product-edit-route.tsx'));
const CategoriesRoute = lazy(() => import('#src/features/back-office/catalogue/categories-route.tsx'));
const LookRoute = lazy(() => import('#src/features/back-office/look/look-route.tsx'));
const ImportRoute = lazy(() => import('#src/features/back-office/import/import-route.tsx'));
const SettingsRoute = lazy(() => import('#src/features/back-office/settings/settings-route.tsx'));
const OrdersRoute = lazy(() => import('#src/features/back-office/orders/orders-route.tsx'));
const OrderRoute = lazy(() => import('#src/features/back-office/orders/order-route.tsx'));
const CustomersRoute = lazy(() => import('#src/features/back-office/customers/customers-route.tsx'));
const MessagesRoute = lazy(() => import('#src/features/back-office/messages/messages-route.tsx'));
const StaffRoute = lazy(() => import('#src/features/back-office/staff/staff-route.tsx'));
const DomainsRoute = lazy(() => import('#src/features/back-office/domains/domains-route.tsx'));

function NotFoundSection() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="py-16 text-center text-slate-700">
      {t('dashboard.sectionNotFound')}
    </p>
  );
}

/**
 * /{tenant}/dashboard and its sections (paths relative to it): the overview, orders, products (`new`
 * or an id), categories, customers, messages, import and export, look and feel, settings, staff, domains.
 */
export default function BackOfficeRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  return (
    <Switch>
      <Route path="/">
        <DashboardRoute tenantName={tenantName} />
      </Route>
      <Route>
        <BackOfficeFrame tenantName={tenantName}>
          <Suspense fallback={<LoadingState label={t('dashboard.loading')} />}>
            <Switch>
              <Route path="/orders">
                <OrdersRoute tenantName={tenantName} />
              </Route>
              <Route path="/orders/:orderNumber">
                {(params: { orderNumber: string }) => (
                  <OrderRoute tenantName={tenantName} orderNumber={decodeURIComponent(params.orderNumber)} />
                )}
              </Route>
              <Route path="/products">
                <ProductsRoute tenantName={tenantName} />
              </Route>
              <Route path="/products/:productId">
                {(params: { productId: string }) => (
                  <ProductEditRoute tenantName={tenantName} productId={params.productId} />
                )}
              </Route>
              <Route path="/categories">
                <CategoriesRoute tenantName={tenantName} />
              </Route>
              <Route path="/look/*?">
                <LookRoute tenantName={tenantName} />
              </Route>
              <Route path="/import">
                <ImportRoute tenantName={tenantName} />
              </Route>
              <Route path="/settings/*?">
                <SettingsRoute tenantName={tenantName} />
              </Route>
              <Route path="/customers/*?">
                <CustomersRoute tenantName={tenantName} />
              </Route>
              <Route path="/messages/*?">
                <MessagesRoute tenantName={tenantName} />
              </Route>
              <Route path="/staff/*?">
                <StaffRoute tenantName={tenantName} />
              </Route>
              <Route path="/domains/*?">
                <DomainsRoute tenantName={tenantName} />
              </Route>
              <Route>
                <NotFoundSection />
              </Route>
            </Switch>
          </Suspense>
        </BackOfficeFrame>
      </Route>
    </Switch>
  );
}
