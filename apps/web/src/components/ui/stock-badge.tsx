import { type StockFacts, storefrontStockBadge } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** Storefront card badges of spec §4: made to order; out of stock at 0; 'last N' at 5 or less. */
export function StockBadge({ product }: { product: StockFacts }) {
  const { t } = useTranslation();
  const badge = storefrontStockBadge(product);
  if (!badge) return null;
  const [text, tone] =
    badge.kind === 'made-to-order'
      ? [t('stock.madeToOrder'), 'bg-blue-700 text-white']
      : badge.kind === 'out-of-stock'
        ? [t('stock.outOfStock'), 'bg-slate-700 text-white']
        : [t('stock.last', { count: badge.count }), 'bg-amber-300 text-slate-950'];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}
