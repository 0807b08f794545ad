import { productPageStock, type StockFacts } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** Spec §4 product page stock display. */
export function ProductStock({ product }: { product: StockFacts }) {
  const { t } = useTranslation();
  const stock = productPageStock(product);
  const [text, tone] =
    stock.kind === 'made-to-order'
      ? [t('stock.madeToOrder'), 'text-sky-400 [:root:not(.dark)_&]:text-blue-700']
      : stock.kind === 'in-stock'
        ? [t('stock.inStock'), 'text-green-400 [:root:not(.dark)_&]:text-green-700']
        : stock.kind === 'only-left'
          ? [t('stock.onlyLeft', { count: stock.count }), 'text-amber-300 [:root:not(.dark)_&]:text-amber-700']
          : [t('stock.outOfStock'), 'text-red-400 [:root:not(.dark)_&]:text-red-700'];
  return (
    <p className={`flex items-center gap-2 font-semibold ${tone}`} data-stock={stock.kind}>
      <span className="h-2.5 w-2.5 rounded-full bg-current" aria-hidden="true" />
      {text}
    </p>
  );
}
