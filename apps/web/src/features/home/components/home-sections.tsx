import { FEATURED_PRODUCTS, type THomeSection, type TTenantTheme } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProductGrid } from '#src/components/ui/product-card.tsx';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { ProductCarousel } from '#src/features/home/components/product-carousel.tsx';
import { carouselProductsQuery, publicCategoriesQuery, publicProductsQuery } from '#src/lib/catalogue.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { CARD_SIZES, categoryImageUrl, primaryImage } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

type SectionSettings = Record<string, unknown>;

/** The section types that render the featured products. */
export const PRODUCT_SECTION_TYPES: readonly string[] = ['products', 'featured', 'featured-products'];

const numberSetting = (settings: SectionSettings, key: string, fallback: number) =>
  typeof settings[key] === 'number' && Number.isFinite(settings[key]) ? (settings[key] as number) : fallback;
const boolSetting = (settings: SectionSettings, key: string, fallback: boolean) =>
  typeof settings[key] === 'boolean' ? (settings[key] as boolean) : fallback;

/**
 * Spec §2.5: the configured sections in order, or the default carousel / categories / products
 * trio, each unless its show flag is explicitly false.
 */
export function homeSections(theme: TTenantTheme | null): THomeSection[] {
  const configured = (theme?.sectionsConfig ?? []).filter((section) => section.enabled !== false);
  if ((theme?.sectionsConfig ?? []).length > 0) return [...configured].sort((a, b) => a.order - b.order);
  const defaults: THomeSection[] = [];
  const base = { enabled: true, settings: {} };
  if (theme?.showCarouselSection !== false) defaults.push({ ...base, id: 'carousel', type: 'carousel', order: 1 });
  if (theme?.showCategoriesSection !== false)
    defaults.push({ ...base, id: 'categories', type: 'categories', order: 2 });
  if (theme?.showProductsSection !== false) defaults.push({ ...base, id: 'products', type: 'products', order: 3 });
  return defaults;
}

function SectionShell({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // Each section of a server-rendered home is hydrated in a task of its own.
  return (
    <HydrateLater>
      <section aria-labelledby={`section-${id}`} className="mx-auto max-w-7xl px-4 py-10">
        <h2 id={`section-${id}`} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        {description && <p className="mt-2 text-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </HydrateLater>
  );
}

function CarouselSection({ section }: { section: THomeSection }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const products = useQuery(carouselProductsQuery(tenant.id));
  if (!products.data?.length) return null;
  const title = section.title || t('home.carouselTitle');
  return (
    <SectionShell id={section.id} title={title} description={section.description}>
      <ProductCarousel
        products={products.data}
        tenantId={tenant.id}
        title={title}
        itemsToShow={numberSetting(section.settings, 'itemsToShow', 3)}
        autoPlay={boolSetting(section.settings, 'autoPlay', true)}
        showArrows={boolSetting(section.settings, 'showArrows', true)}
      />
    </SectionShell>
  );
}

function CategoriesSection({ section }: { section: THomeSection }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const categories = useQuery(publicCategoriesQuery(tenant.id));
  if (!categories.data?.length) return null;
  const columns = numberSetting(section.settings, 'columns', 3);
  const showImages = boolSetting(section.settings, 'showImages', true);
  const colClass = columns >= 4 ? 'lg:grid-cols-4' : columns === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3';
  return (
    <SectionShell id={section.id} title={section.title || t('home.categoriesTitle')} description={section.description}>
      <ul className={`grid grid-cols-2 gap-4 ${colClass}`}>
        {categories.data.map((category) => {
          const image = primaryImage(category.images);
          return (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                className="group relative block overflow-hidden rounded-card border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-link"
              >
                {showImages && (
                  <div className="aspect-[4/3] overflow-hidden bg-surface-2">
                    {image ? (
                      <ResponsiveImage
                        src={categoryImageUrl(category.id, image.id, tenant.id)}
                        source={image}
                        sizes={CARD_SIZES}
                        alt=""
                        className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                      />
                    ) : (
                      <div className="h-full w-full" style={{ background: category.color || undefined }} />
                    )}
                  </div>
                )}
                <div className="flex items-center gap-2 p-4">
                  <span
                    className="h-3 w-3 shrink-0 rounded-full"
                    style={{ background: category.color || 'var(--shop-primary)' }}
                    aria-hidden="true"
                  />
                  <span className="font-semibold">{category.name}</span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

function FeaturedProductsSection({ section }: { section: THomeSection }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const products = useQuery(publicProductsQuery(tenant.id));
  const limit = numberSetting(section.settings, 'limit', FEATURED_PRODUCTS);
  const shown = (products.data ?? []).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <SectionShell id={section.id} title={section.title || t('home.featuredTitle')} description={section.description}>
      <ProductGrid products={shown} tenantId={tenant.id} columns={3} />
      <div className="mt-8 text-center">
        <Link to="/products" className="font-semibold text-link hover:underline">
          {t('home.viewAllProducts')}
        </Link>
      </div>
    </SectionShell>
  );
}

export function HomeSection({ section }: { section: THomeSection }) {
  const { t } = useTranslation();
  switch (section.type) {
    case 'carousel':
      return <CarouselSection section={section} />;
    case 'categories':
      return <CategoriesSection section={section} />;
    case 'products':
    case 'featured':
    case 'featured-products':
      return <FeaturedProductsSection section={section} />;
    default:
      return (
        <div
          role="note"
          className="mx-auto my-6 max-w-7xl rounded-card border border-dashed border-line px-4 py-6 text-center text-muted"
        >
          {t('home.sectionUnavailable')} ({section.type})
        </div>
      );
  }
}
