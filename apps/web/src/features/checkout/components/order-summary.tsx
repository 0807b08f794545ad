import { formatEuros, type TCart, type TCartStockIssue } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { MoneyRow } from '#src/components/ui/money-row.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { stockWarningClass, useStockIssueText } from '#src/components/ui/stock-issue.tsx';
import { useLocale } from '#src/lib/i18n.ts';

export interface OrderTotals {
  subTotal: number;
  shippingCost: number | null;
  total: number;
  /** Known once the server has calculated the chosen shipping method. */
  taxAmount: number | null;
}

/**
 * The cart's lines and totals beside the form, with the submit button. Stock problems block the
 * order and link back to the cart, where they can be fixed.
 */
export function OrderSummary({
  id,
  cart,
  totals,
  stockIssues,
  placeError,
  submitting,
}: {
  id: string;
  cart: TCart;
  totals: OrderTotals;
  stockIssues: Map<number, TCartStockIssue>;
  placeError: string | null;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stockIssueText = useStockIssueText();
  return (
    <aside
      aria-labelledby={id}
      className="h-fit space-y-4 rounded-card border border-line bg-surface p-6 lg:sticky lg:top-24"
    >
      <h2 id={id} className="text-xl font-bold">
        {t('checkout.orderSummary')}
      </h2>
      <ul className="space-y-2 text-sm">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>
              {item.quantity} × {item.product.name}
              {item.addons.length > 0 && (
                <span className="block text-muted">
                  {item.addons.map((addon) => addon.productAddon.name).join(', ')}
                </span>
              )}
            </span>
            <span className="shrink-0">{formatEuros(item.totalPrice, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-line pt-4" aria-live="polite">
        <MoneyRow label={t('checkout.subtotal')} amount={totals.subTotal} />
        <MoneyRow label={t('checkout.shippingCost')} amount={totals.shippingCost} />
        <MoneyRow label={t('checkout.total')} amount={totals.total} strong />
        {totals.taxAmount !== null && <MoneyRow label={t('checkout.vatIncluded')} amount={totals.taxAmount} />}
      </dl>
      {stockIssues.size > 0 && (
        <div role="alert" className={`${stockWarningClass} space-y-2 px-4 py-3 text-sm`}>
          <p className="font-bold">{t('cart.stockProblemsTitle')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {cart.items.map((item) => {
              const issue = stockIssues.get(item.id);
              return issue ? (
                <li key={item.id}>
                  {item.product.name}: {stockIssueText(issue, item.product.madeToOrder)}
                </li>
              ) : null;
            })}
          </ul>
          <Link to="/cart" className="font-semibold underline underline-offset-4">
            {t('checkout.fixCart')}
          </Link>
        </div>
      )}
      {placeError && <Notice kind="error">{placeError}</Notice>}
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting || stockIssues.size > 0}>
        {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </aside>
  );
}
