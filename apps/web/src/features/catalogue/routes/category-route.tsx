import texts from 'virtual:locale-sections/nl/category';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { ProductGrid } from '#src/components/ui/product-card.tsx';
import { categoryProductsQuery, categoryQuery } from '#src/lib/catalogue.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.7 category page. */
export default function CategoryRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const { categoryId } = useParams();
  const id = Number(categoryId);
  const valid = Number.isInteger(id) && id > 0;
  const category = useQuery({ ...categoryQuery(tenant.id, id), enabled: valid });
  const products = useQuery({ ...categoryProductsQuery(tenant.id, id), enabled: valid });
  usePageTitle(category.data?.name ?? t('category.notFoundTitle'));

  if (valid && category.isPending) return <LoadingState />;
  if (!valid || category.isError || !category.data) {
    return (
      <MessageState title={t('category.notFoundTitle')} message={t('category.loadFailed')}>
        <Link to="/categories" className={buttonPrimary}>
          {t('category.backToCategories')}
        </Link>
      </MessageState>
    );
  }
  const list = products.data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.categories'), to: '/categories' },
          { label: category.data.name },
        ]}
      />
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <span
            className="h-4 w-4 rounded-full"
            style={{ background: category.data.color || 'var(--shop-primary)' }}
            aria-hidden="true"
            data-testid="category-colour"
          />
          {category.data.name}
        </h1>
        {category.data.description && <p className="mt-2 max-w-3xl text-muted">{category.data.description}</p>}
        <p className="mt-2 text-sm text-muted">
          {t('category.count', { count: products.isPending ? category.data.productCount : list.length })}
        </p>
      </header>
      {products.isPending ? (
        <LoadingState />
      ) : list.length === 0 ? (
        <MessageState title={t('category.emptyTitle')} message={t('category.emptyMessage')}>
          <Link to="/categories" className={buttonPrimary}>
            {t('category.backToCategories')}
          </Link>
        </MessageState>
      ) : (
        <ProductGrid products={list} tenantId={tenant.id} columns={4} eagerCount={4} />
      )}
    </div>
  );
}
