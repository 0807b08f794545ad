import texts from 'virtual:locale-sections/nl/focus';
import {
  COMPARISON_DEFAULT_TITLE,
  comparisonProducts,
  FOCUS_FEATURED_BUTTON_DEFAULT_TEXT,
  FOCUS_HERO_BUTTON_DEFAULT_TEXT,
  formatEuros,
  shopCardLowStockCount,
  type TFocusShopSettings,
  type TProduct,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { card } from '#src/components/ui/button-styles.ts';
import { useFocusButtonStyle } from '#src/components/ui/focus-button-style.ts';
import { Price } from '#src/components/ui/price.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { FocusHeroBackdrop, FocusHeroTitle } from '#src/features/home/components/focus-hero-parts.tsx';
import { useHorizontalOverflow } from '#src/features/home/components/use-horizontal-overflow.ts';
import { publicProductsQuery } from '#src/lib/catalogue.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { primaryImage } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

const GRID_ID = 'focus-product-grid';
const DEFAULT_COMPARISON_GRADIENT = 'linear-gradient(135deg, #7c3aed 0%, #5b21b6 50%, #3b0764 100%)';

/** Spec §2.5 FocusShop hero: multi-line title, subtitle, scroll button, optional featured-product button. */
function FocusHero() {
  const { t } = useTranslation();
  const { tenant, focusSettings } = useShop();
  const buttonStyle = useFocusButtonStyle('hero');
  const subtitle = focusSettings?.heroSubtitle?.trim() || tenant.description;
  const scrollToGrid = () => {
    const grid = document.getElementById(GRID_ID);
    grid?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    grid?.focus({ preventScroll: true });
  };
  return (
    <section
      className="relative isolate flex min-h-[420px] items-center overflow-hidden md:min-h-[560px]"
      aria-labelledby="focus-hero-title"
    >
      <FocusHeroBackdrop />
      <div className="absolute inset-0 bg-black/55" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-16 text-center text-white">
        <FocusHeroTitle id="focus-hero-title" className="text-4xl font-extrabold tracking-tight md:text-6xl" />
        {subtitle && <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{subtitle}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={scrollToGrid}
            className="rounded-full px-7 py-3 font-semibold shadow-lg transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            style={buttonStyle}
          >
            {focusSettings?.heroButtonText?.trim() || FOCUS_HERO_BUTTON_DEFAULT_TEXT}
          </button>
          {focusSettings?.featuredProductId ? (
            <Link
              to={`/product/${focusSettings.featuredProductId}`}
              className="rounded-full border-2 border-white px-7 py-3 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {focusSettings.featuredProductText?.trim() || FOCUS_FEATURED_BUTTON_DEFAULT_TEXT}
            </Link>
          ) : null}
        </div>
        <span className="sr-only">{t('focus.heroHint')}</span>
      </div>
    </section>
  );
}

function FocusProductCard({ product, tenantId }: { product: TProduct; tenantId: string }) {
  const { t } = useTranslation();
  const buttonStyle = useFocusButtonStyle('card');
  const lowStock = shopCardLowStockCount(product);
  return (
    <article className={`${card} flex h-full flex-col`}>
      <div className="relative aspect-square overflow-hidden bg-surface-2">
        <ProductImage
          productId={product.id}
          productName={product.name}
          image={primaryImage(product.images)}
          tenantId={tenantId}
        />
        {lowStock !== null && (
          <span className="absolute top-3 left-3 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-slate-950">
            {t('focus.lowStock', { count: lowStock })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">{product.name}</h3>
        {product.shortDescription && <p className="line-clamp-2 text-sm text-muted">{product.shortDescription}</p>}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div className="min-w-0">
            <Price product={product} size="sm" />
          </div>
          <Link
            to={`/product/${product.id}`}
            aria-label={`${t('focus.shopNow')}: ${product.name}`}
            className="shrink-0 whitespace-nowrap rounded-full px-5 py-2 text-sm font-semibold transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link"
            style={buttonStyle}
          >
            {t('focus.shopNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Spec §4 comparison section, when the shop shows one; on a server-rendered home it is hydrated in a
 * turn of its own, as are the hero and each card.
 */
function ComparisonSection({ products }: { products: TProduct[] }) {
  const { focusSettings } = useShop();
  const compared = comparisonProducts(products, focusSettings);
  if (!focusSettings || compared.length === 0) return null;
  return (
    <HydrateLater>
      <ComparisonTable compared={compared} focusSettings={focusSettings} />
    </HydrateLater>
  );
}

function ComparisonTable({ compared, focusSettings }: { compared: TProduct[]; focusSettings: TFocusShopSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [scrollBox, { overflowing, atEnd }] = useHorizontalOverflow();
  const hintId = useId();
  const titleColor = focusSettings.comparisonTitleColor || '#ffffff';
  const subtitleColor = focusSettings.comparisonSubtitleColor || '#ffffff';
  return (
    <section
      aria-labelledby="comparison-title"
      className="px-4 py-16"
      style={{ background: focusSettings.comparisonGradientBackground || DEFAULT_COMPARISON_GRADIENT }}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="comparison-title" className="text-center text-3xl font-bold" style={{ color: titleColor }}>
          {focusSettings.comparisonTitle?.trim() || COMPARISON_DEFAULT_TITLE}
        </h2>
        {focusSettings.comparisonSubtitle && (
          <p className="mt-3 text-center text-lg" style={{ color: subtitleColor }}>
            {focusSettings.comparisonSubtitle}
          </p>
        )}
        {overflowing && (
          <p id={hintId} data-scroll-hint className="mt-8 text-center text-sm font-medium text-white">
            <span aria-hidden="true">↔ </span>
            {t('focus.scrollHint')}
          </p>
        )}
        <div className={`relative ${overflowing ? 'mt-3' : 'mt-10'}`}>
          {/* A scroll box that hides columns must be reachable by keyboard and say what it holds. */}
          <section
            ref={scrollBox}
            aria-label={t('focus.comparisonCaption')}
            aria-describedby={overflowing ? hintId : undefined}
            tabIndex={overflowing ? 0 : undefined}
            className="overflow-x-auto rounded-2xl bg-white/10 backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <table className="w-full min-w-[540px] border-collapse text-left text-white">
              <caption className="sr-only">{t('focus.comparisonCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-4 text-sm font-semibold text-white/90">
                    {t('focus.feature')}
                  </th>
                  {compared.map((product) => (
                    <th key={product.id} scope="col" className="p-4 align-bottom">
                      <Link
                        to={`/product/${product.id}`}
                        className="font-bold text-white underline-offset-4 hover:underline"
                      >
                        {product.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-white/20">
                  <th scope="row" className="p-4 font-medium">
                    {t('focus.price')}
                  </th>
                  {compared.map((product) => (
                    <td key={product.id} className="p-4 font-semibold">
                      {formatEuros(product.price, locale)}
                    </td>
                  ))}
                </tr>
                {focusSettings.comparisonTableData.map((row) => (
                  <tr key={row.feature} className="border-t border-white/20">
                    <th scope="row" className="p-4 font-medium">
                      {row.feature}
                    </th>
                    {compared.map((product) => (
                      <td key={product.id} className="p-4">
                        {row.values[String(product.id)] ?? '–'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {overflowing && !atEnd && (
            <div
              data-scroll-fade
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 w-16 rounded-r-2xl bg-gradient-to-l from-black/60 to-transparent"
            />
          )}
        </div>
      </div>
    </section>
  );
}

export default function FocusHome() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const products = useQuery(publicProductsQuery(tenant.id));
  const list = products.data ?? [];
  return (
    <>
      <HydrateLater>
        <FocusHero />
      </HydrateLater>
      <section
        id={GRID_ID}
        tabIndex={-1}
        aria-labelledby="focus-grid-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14 focus:outline-none"
      >
        <h2 id="focus-grid-title" className="mb-8 text-center text-3xl font-bold">
          {t('focus.collectionTitle')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((product) => (
            <li key={product.id}>
              <HydrateLater>
                <FocusProductCard product={product} tenantId={tenant.id} />
              </HydrateLater>
            </li>
          ))}
        </ul>
      </section>
      <ComparisonSection products={list} />
    </>
  );
}
