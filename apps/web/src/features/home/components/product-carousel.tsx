import type { TProduct } from '@shop/contracts';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '#src/components/ui/icons.tsx';
import { ProductCard } from '#src/components/ui/product-card.tsx';
import { useCarousel } from '#src/features/home/components/use-carousel.ts';

const WIDE_QUERY = '(min-width: 768px)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Narrow in the server's HTML (and while hydrating it), the screen's own width after that. */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isWide, () => false);
}

/** Spec §4 carousel: arrows and dots only with more than one product; at most 6 products. */
export function ProductCarousel({
  products,
  tenantId,
  title,
  itemsToShow = 3,
  autoPlay = true,
  showArrows = true,
}: {
  products: TProduct[];
  tenantId: string;
  title: string;
  itemsToShow?: number;
  autoPlay?: boolean;
  showArrows?: boolean;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const visible = Math.max(1, Math.min(wide ? itemsToShow : 1, products.length));
  const carousel = useCarousel(products.length, { visible, autoPlay });
  const { cloneCount } = carousel;
  // Keys by role, not position: when the number of clones changes (a wider screen shows more at
  // once), the real slides keep their elements.
  const slides = [
    ...(cloneCount > 0 ? products.slice(-cloneCount) : []).map((product) => ({
      product,
      clone: true,
      key: `before-${product.id}`,
    })),
    ...products.map((product) => ({ product, clone: false, key: String(product.id) })),
    ...(cloneCount > 0 ? products.slice(0, cloneCount) : []).map((product) => ({
      product,
      clone: true,
      key: `after-${product.id}`,
    })),
  ];
  const slideWidth = 100 / visible;

  return (
    <section aria-roledescription={t('carousel.roleDescription')} aria-label={title} className="relative">
      <div className="overflow-hidden">
        <ul
          className="flex"
          style={{
            transform: `translateX(-${carousel.position * slideWidth}%)`,
            transition: carousel.animate ? 'transform 500ms ease' : 'none',
          }}
        >
          {slides.map(({ product, clone, key }, index) => {
            const realIndex = index - cloneCount;
            const shown = index >= carousel.position && index < carousel.position + visible;
            return (
              <li
                key={key}
                className="shrink-0 px-2"
                style={{ width: `${slideWidth}%` }}
                aria-hidden={clone || !shown ? true : undefined}
                inert={clone || !shown ? true : undefined}
                aria-roledescription={clone ? undefined : t('carousel.slide')}
                aria-label={clone ? undefined : t('carousel.slideOf', { index: realIndex + 1, count: products.length })}
              >
                <ProductCard product={product} tenantId={tenantId} />
              </li>
            );
          })}
        </ul>
      </div>
      {carousel.looping && (
        <div className="mt-4 flex items-center justify-center gap-4">
          {showArrows && (
            <button
              type="button"
              onClick={carousel.prev}
              aria-label={t('carousel.previous')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-link"
            >
              <ChevronLeftIcon />
            </button>
          )}
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t('carousel.dots')}</legend>
            {products.map((product, index) => (
              <button
                key={product.id}
                type="button"
                onClick={() => carousel.goTo(index)}
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={carousel.activeIndex === index ? 'true' : undefined}
                className="group inline-flex h-11 w-8 items-center justify-center focus-visible:outline-2 focus-visible:outline-link"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    carousel.activeIndex === index ? 'w-6 bg-primary' : 'w-2.5 bg-line group-hover:bg-muted'
                  }`}
                />
              </button>
            ))}
          </fieldset>
          {showArrows && (
            <button
              type="button"
              onClick={carousel.next}
              aria-label={t('carousel.next')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-link"
            >
              <ChevronRightIcon />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
