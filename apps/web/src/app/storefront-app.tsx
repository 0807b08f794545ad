import { shopLayout, type THostResolution, usesFocusShopLook } from '@shop/contracts';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopLayout } from '#src/app/chrome/shop-layout.tsx';
import { carriedTenantParam } from '#src/app/host.ts';
import { prefetchFirstView, prefetchProductPage, preloadHeroImage } from '#src/app/prefetch-first-view.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { useFocusShopSettings } from '#src/features/tenant/api/get-focus-shop-settings.ts';
import { useSubscriptionType } from '#src/features/tenant/api/get-subscription-type.ts';
import { TenantLoadError, useTenant } from '#src/features/tenant/api/get-tenant.ts';
import { useTenantTheme } from '#src/features/tenant/api/get-tenant-theme.ts';
import { ShopErrorPage } from '#src/features/tenant/components/shop-error-page.tsx';
import { writeCurrentTenant } from '#src/lib/current-tenant.ts';
import { lazyView } from '#src/lib/lazy-view.tsx';
import { ShopContext, type ShopContextValue } from '#src/lib/shop-context.ts';
import { applyTheme } from '#src/lib/theme.ts';

const ClosedShopPage = lazy(() =>
  import('#src/features/tenant/components/shop-state-pages.tsx').then((module) => ({ default: module.ClosedShopPage })),
);

// Only for a shop opened with `?tenant=` on the platform host: not part of the first load otherwise.
const TenantParamRouter = lazy(() => import('#src/app/tenant-param-router.tsx'));

/** `queryClient`: one filled with the data the server rendered the page from (src/entry-server.tsx, main.tsx). */
export function StorefrontApp({
  resolution,
  queryClient: given,
}: {
  resolution: THostResolution;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The server renders shop hosts only, where no `?tenant=` is carried.
  const [tenantParam] = useState(() => (typeof window === 'undefined' ? null : carriedTenantParam(window.location)));
  const shop = resolution.kind === 'shop' ? <TenantGate tenantName={resolution.tenantName} /> : <MissingTenant />;
  return (
    <QueryClientProvider client={queryClient}>
      {tenantParam ? (
        <Suspense fallback={null}>
          <TenantParamRouter tenant={tenantParam}>{shop}</TenantParamRouter>
        </Suspense>
      ) : (
        shop
      )}
    </QueryClientProvider>
  );
}

function MissingTenant() {
  const { t } = useTranslation();
  return <ShopErrorPage message={t('errors.noTenant')} />;
}

/** The shop's own description for search engines and link previews. */
function setMetaDescription(text: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
}

/** Spec §2.4/§4 page load: loading, then loaded or error. Layout-deciding calls finish before the first paint. */
function TenantGate({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tenant = useTenant(tenantName);
  const theme = useTenantTheme(tenantName);
  const tenantId = tenant.data?.id;
  const subscription = useSubscriptionType(tenantId);
  const focus = useFocusShopSettings(tenantId);

  const shop = useMemo<ShopContextValue | null>(() => {
    if (!tenant.data || theme.isPending || subscription.isPending || focus.isPending) return null;
    const subscriptionType = subscription.data ?? null;
    const focusSettings = focus.data ?? null;
    return {
      tenant: tenant.data,
      theme: theme.data ?? null,
      subscriptionType,
      layout: shopLayout(subscriptionType),
      focusSettings,
      focusLook: usesFocusShopLook(subscriptionType, focusSettings),
    };
  }, [
    tenant.data,
    theme.isPending,
    theme.data,
    subscription.isPending,
    subscription.data,
    focus.isPending,
    focus.data,
  ]);

  useEffect(() => {
    if (!tenant.data) return;
    preloadHeroImage(tenant.data);
    prefetchProductPage(queryClient, tenant.data.id);
  }, [tenant.data, queryClient]);

  // The whole shop renders at once here; as a transition React splits that work into short tasks.
  // With the server's data in the cache (a server-rendered page) the shop shows at once, as in its HTML.
  const [shown, setShown] = useState<ShopContextValue | null>(shop);
  useEffect(() => {
    if (!shop) return;
    applyTheme(shop.tenant.theme, shop.theme);
    writeCurrentTenant({ id: shop.tenant.id, name: shop.tenant.name, theme: shop.tenant.theme });
    setMetaDescription(shop.tenant.description || shop.tenant.displayName || shop.tenant.name);
    prefetchFirstView(queryClient, shop);
    startTransition(() => setShown(shop));
  }, [shop, queryClient]);

  if (tenant.isError) {
    const notFound = tenant.error instanceof TenantLoadError && tenant.error.kind === 'not-found';
    return <ShopErrorPage message={t(notFound ? 'errors.tenantNotFound' : 'errors.tenantLoadFailed')} />;
  }
  if (!shown) return <LoadingState label={t('shop.loading')} />;
  const { shopState } = shown.tenant;
  return (
    <ShopContext.Provider value={shown}>
      {shopState === 'paused' ? (
        <Suspense fallback={<LoadingState label={t('shop.loading')} />}>
          <ClosedShopPage />
        </Suspense>
      ) : (
        <LoadedShop tenantId={shown.tenant.id} hasLogo={shown.tenant.hasLogo} comingSoon={shopState === 'comingSoon'} />
      )}
    </ShopContext.Provider>
  );
}

/** In the server's HTML of every shop page: loaded before the page is hydrated (src/main.tsx). */
export const BackgroundEffects = lazyView(() => import('#src/app/chrome/background-effects.tsx'));

function LoadedShop({ tenantId, hasLogo, comingSoon }: { tenantId: string; hasLogo: boolean; comingSoon: boolean }) {
  return (
    <>
      <ShopLayout comingSoon={comingSoon} />
      <Suspense fallback={null}>
        <BackgroundEffects tenantId={tenantId} hasLogo={hasLogo} />
      </Suspense>
    </>
  );
}
