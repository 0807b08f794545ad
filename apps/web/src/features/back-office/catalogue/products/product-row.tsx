import { formatEuros, type TProductListRow } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocale } from '#src/lib/i18n.ts';
import { productImageUrl } from '#src/lib/images.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';
const STOCK_BADGE = {
  in: 'bg-emerald-100 text-emerald-900',
  low: 'bg-amber-100 text-amber-900',
  out: 'bg-red-100 text-red-900',
} as const;

export function StockBadge({ product }: { product: TProductListRow }) {
  const { t } = useTranslation();
  const text = product.madeToOrder
    ? t('boProducts.stockMadeToOrder')
    : product.stockLevel === 'out'
      ? t('boProducts.stockOut')
      : product.stockLevel === 'low'
        ? t('boProducts.stockLow', { count: product.stockQuantity })
        : t('boProducts.stockIn', { count: product.stockQuantity });
  return <span className={`${badge} ${STOCK_BADGE[product.stockLevel]}`}>{text}</span>;
}

/** One product of the list: selection box, thumbnail, name (to the editor), SKU, price, stock and status. */
export function ProductRow({
  product,
  tenantId,
  selected,
  onSelect,
}: {
  product: TProductListRow;
  tenantId: string | null;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const checkboxId = `product-select-${product.id}`;
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input
        id={checkboxId}
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-violet-700"
        aria-label={t('boProducts.select', { name: product.name })}
      />
      {product.thumbnail && tenantId && !imageFailed ? (
        <img
          src={productImageUrl(product.id, product.thumbnail.imageId, tenantId)}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="h-12 w-12 shrink-0 rounded-lg border border-dashed border-slate-300 bg-slate-50"
        />
      )}
      <div className="min-w-0 flex-1">
        <Link
          href={`/products/${product.id}`}
          className="block font-semibold break-words text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          {product.name}
        </Link>
        <p className="text-sm break-words text-slate-700">
          {t('boProducts.skuShort')} {product.sku}
          {product.category ? ` · ${product.category.name}` : ''}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>
            {product.hasActiveDiscount ? (
              <>
                <span className="font-semibold">{formatEuros(product.currentPrice, locale)}</span>{' '}
                <s className="text-slate-600">
                  <span className="sr-only">{t('boProducts.regularPrice')} </span>
                  {formatEuros(product.price, locale)}
                </s>
              </>
            ) : (
              <span className="font-semibold">{formatEuros(product.price, locale)}</span>
            )}
          </span>
          <StockBadge product={product} />
          <span
            className={`${badge} ${product.isActive ? 'bg-violet-100 text-violet-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {product.isActive ? t('boProducts.active') : t('boProducts.inactive')}
          </span>
        </div>
      </div>
    </div>
  );
}
