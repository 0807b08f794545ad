import texts from 'virtual:locale-sections/nl/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { ProductGrid } from '#src/components/ui/product-card.tsx';
import { publicProductsQuery } from '#src/lib/catalogue.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.3 products listing: breadcrumb Home > Products; inactive products filtered out. */
export default function ProductsRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const products = useQuery(publicProductsQuery(tenant.id));
  usePageTitle(t('products.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('nav.products') }]} />
      <h1 className="mb-2 text-3xl font-bold">{t('products.title')}</h1>
      {products.isPending ? (
        <LoadingState />
      ) : (products.data ?? []).length === 0 ? (
        <MessageState title={t('products.empty')} />
      ) : (
        <>
          <p className="mb-6 text-muted">{t('products.count', { count: products.data?.length ?? 0 })}</p>
          <ProductGrid products={products.data ?? []} tenantId={tenant.id} eagerCount={4} />
        </>
      )}
    </div>
  );
}
