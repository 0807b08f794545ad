import { type StockFacts, searchStockBadge, storefrontStockBadge } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const TONES = {
  'made-to-order': 'bg-blue-700 text-white',
  'out-of-stock': 'bg-slate-700 text-white',
  low: 'bg-amber-300 text-slate-950',
} as const;

/**
 * The one stock badge of a product card (spec §4): made to order; out of stock at 0; 'last N' at
 * 5 or less, or on the search page 'last items'. Sized to its text wherever it is placed; in a
 * card too narrow for it the text wraps inside the badge.
 */
export function StockBadge({ product, rule = 'storefront' }: { product: StockFacts; rule?: 'storefront' | 'search' }) {
  const { t } = useTranslation();
  const badge = rule === 'search' ? searchStockBadge(product) : storefrontStockBadge(product);
  if (!badge) return null;
  const [text, tone] =
    badge.kind === 'made-to-order'
      ? [t('stock.madeToOrder'), TONES['made-to-order']]
      : badge.kind === 'out-of-stock'
        ? [t('stock.outOfStock'), TONES['out-of-stock']]
        : badge.kind === 'last'
          ? [t('stock.last', { count: badge.count }), TONES.low]
          : [t('search.lastItems'), TONES.low];
  return (
    <span
      data-stock-badge
      className={`w-fit max-w-full self-start rounded-xl px-2 py-0.5 text-xs leading-tight font-semibold ${tone}`}
    >
      {text}
    </span>
  );
}
