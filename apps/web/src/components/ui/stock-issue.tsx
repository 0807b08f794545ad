import texts from 'virtual:locale-sections/nl/stockIssue';
import type { TCartStockIssue } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** Colours of a stock warning, readable on the dark and the light theme. */
export const stockWarningClass =
  'rounded-lg border border-amber-500 bg-amber-950/40 text-amber-100 [:root:not(.dark)_&]:bg-amber-50 [:root:not(.dark)_&]:text-amber-900';

/** The short text of a line's stock problem: 'Uitverkocht', 'Nog 2 op voorraad', … */
export function useStockIssueText(): (issue: TCartStockIssue, madeToOrder: boolean) => string {
  const { t } = useTranslation();
  return (issue, madeToOrder) => {
    if (issue.kind === 'unavailable') return t('stockIssue.stockUnavailable');
    if (issue.kind === 'soldOut') return t('stockIssue.stockSoldOut');
    return madeToOrder
      ? t('stockIssue.stockMaxOrder', { count: issue.available })
      : t('stockIssue.stockLeft', { count: issue.available });
  };
}

/**
 * A cart line's stock problem with its one-click fix: lower the quantity to what is left. A sold
 * out or withdrawn line says so; its own 'Verwijderen' button beside it is the fix.
 */
export function StockIssueNotice({
  id,
  issue,
  madeToOrder,
  productName,
  disabled,
  onQuantity,
}: {
  id: string;
  issue: TCartStockIssue;
  madeToOrder: boolean;
  productName: string;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const text = useStockIssueText();
  const canLower = issue.kind === 'tooMany' && issue.available > 0;
  return (
    <div className={`${stockWarningClass} flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm`}>
      <p id={id} className="font-semibold">
        {text(issue, madeToOrder)}
        {!canLower && <span className="font-normal"> {t('stockIssue.stockRemoveHint')}</span>}
      </p>
      {canLower && (
        <button
          type="button"
          className="font-semibold underline underline-offset-4 disabled:opacity-40"
          disabled={disabled}
          aria-label={t('stockIssue.stockFixQuantityOf', { product: productName, count: issue.available })}
          onClick={() => issue.kind === 'tooMany' && onQuantity(issue.available)}
        >
          {t('stockIssue.stockFixQuantity', { count: issue.available })}
        </button>
      )}
    </div>
  );
}
