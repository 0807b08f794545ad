import { formatEuros } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#src/lib/i18n.ts';

export interface PriceFacts {
  price: number;
  originalPrice: number | null;
  isDiscountActive: boolean;
  discountPercentage: number | null;
}

/**
 * Spec §4: the discount badge shows only when isDiscountActive; the server derives that flag from
 * the discount dates, and the badge never shows without the regular price it is taken off.
 */
export function showsDiscount(product: PriceFacts): boolean {
  return (
    product.isDiscountActive &&
    Boolean(product.discountPercentage) &&
    product.originalPrice !== null &&
    product.originalPrice > product.price
  );
}

/** Price with discount: badge only when isDiscountActive, original price struck through (spec §2.6, §4). */
export function Price({
  product,
  size = 'md',
  showBadge = true,
  color,
}: {
  product: PriceFacts;
  size?: 'sm' | 'md' | 'lg';
  showBadge?: boolean;
  color?: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const discounted = showsDiscount(product);
  const sizeClass = size === 'lg' ? 'text-3xl' : size === 'sm' ? 'text-base' : 'text-lg';
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <span className={`${sizeClass} font-bold`} style={color ? { color } : undefined}>
        {formatEuros(product.price, locale)}
      </span>
      {discounted && product.originalPrice !== null && (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t('price.originalPrice')} </span>
          {formatEuros(product.originalPrice, locale)}
        </span>
      )}
      {showBadge && discounted ? (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          {t('price.discountBadge', { percent: product.discountPercentage })}
        </span>
      ) : null}
    </div>
  );
}
