import texts from 'virtual:locale-sections/nl/categories,category';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { publicCategoriesQuery } from '#src/lib/catalogue.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { categoryImageUrl, primaryImage, WIDE_SIZES } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.3 categories listing (hidden for OneProductStore; inactive filtered out). */
export default function CategoriesRoute() {
  const { t } = useTranslation();
  const { tenant, layout } = useShop();
  const categories = useQuery({ ...publicCategoriesQuery(tenant.id), enabled: layout !== 'one-product' });
  usePageTitle(t('categories.title'));
  if (layout === 'one-product') return <Redirect to="/" replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('nav.categories') }]} />
      <h1 className="mb-6 text-3xl font-bold">{t('categories.title')}</h1>
      {categories.isPending ? (
        <LoadingState />
      ) : (categories.data ?? []).length === 0 ? (
        <MessageState title={t('categories.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(categories.data ?? []).map((category, index) => {
            const image = primaryImage(category.images);
            return (
              <li key={category.id}>
                <Link
                  to={`/category/${category.id}`}
                  className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-link"
                >
                  <div className="aspect-[16/9] overflow-hidden bg-surface-2">
                    {image ? (
                      <ResponsiveImage
                        src={categoryImageUrl(category.id, image.id, tenant.id)}
                        source={image}
                        sizes={WIDE_SIZES}
                        alt=""
                        priority={index === 0}
                        className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                      />
                    ) : (
                      <div className="h-full w-full opacity-80" style={{ background: category.color || undefined }} />
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-1 p-5">
                    <h2 className="flex items-center gap-2 text-lg font-semibold">
                      <span
                        className="h-3 w-3 rounded-full"
                        style={{ background: category.color || 'var(--shop-primary)' }}
                        aria-hidden="true"
                      />
                      {category.name}
                    </h2>
                    {category.description && <p className="line-clamp-2 text-sm text-muted">{category.description}</p>}
                    <p className="mt-auto pt-2 text-sm text-muted">
                      {t('category.count', { count: category.productCount })}
                    </p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
