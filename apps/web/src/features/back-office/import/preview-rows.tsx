import type { TImportPreview, TImportRow } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary, card } from '#src/components/ui/button-styles.ts';
import { issueText } from './issue-text.ts';

const SHOWN_AT_FIRST = 100;

/** Rows with errors first, then rows with warnings, then the rest, each in file order. */
const byUrgency = (rows: TImportRow[]) =>
  [...rows].sort(
    (a, b) =>
      Number(b.errors.length > 0) - Number(a.errors.length > 0) ||
      Number(b.warnings.length > 0) - Number(a.warnings.length > 0) ||
      a.line - b.line,
  );

function Issues({ row }: { row: TImportRow }) {
  const { t, i18n } = useTranslation();
  if (row.errors.length === 0 && row.warnings.length === 0)
    return <span className="text-muted">{t('boImport.noIssues')}</span>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {row.errors.map((issue) => (
        <li
          key={`e-${issue.column}-${issue.code}-${JSON.stringify(issue.params)}`}
          className="text-red-400 [:root:not(.dark)_&]:text-red-700"
        >
          <strong>{t('boImport.errorLabel')}:</strong> {issueText(t, issue, i18n.language)}
        </li>
      ))}
      {row.warnings.map((issue) => (
        <li
          key={`w-${issue.column}-${issue.code}-${JSON.stringify(issue.params)}`}
          className="text-amber-300 [:root:not(.dark)_&]:text-amber-800"
        >
          <strong>{t('boImport.warningLabel')}:</strong> {issueText(t, issue, i18n.language)}
        </li>
      ))}
    </ul>
  );
}

function usePrice() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en-IE' : 'nl-NL', {
    style: 'currency',
    currency: 'EUR',
  });
  return (row: TImportRow) => format.format(row.product.price);
}

/** The preview: a table on a wide screen, a card per row on a phone. */
export function PreviewRows({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  const price = usePrice();
  const [showAll, setShowAll] = useState(false);
  const sorted = byUrgency(preview.rows);
  const rows = showAll ? sorted : sorted.slice(0, SHOWN_AT_FIRST);
  const action = (row: TImportRow) => t(row.action === 'create' ? 'boImport.actionCreate' : 'boImport.actionUpdate');
  const discount = (row: TImportRow) =>
    row.product.isDiscountActive && row.product.discountPercentage !== null
      ? ` (−${row.product.discountPercentage}%)`
      : '';

  return (
    <div className="flex flex-col gap-3">
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('boImport.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnLine')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnProduct')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnPrice')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnStock')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnCategory')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnAction')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('boImport.columnIssues')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.line}-${row.product.sku}`}
                className={`border-b border-line align-top ${row.errors.length > 0 ? 'bg-red-500/10' : ''}`}
              >
                <td className="px-2 py-2">{row.line}</td>
                <th scope="row" className="px-2 py-2 font-medium">
                  {row.product.name || '—'}
                  <span className="block text-xs font-normal text-muted">{row.product.sku}</span>
                </th>
                <td className="px-2 py-2 whitespace-nowrap">
                  {price(row)}
                  {discount(row)}
                </td>
                <td className="px-2 py-2">{row.product.stockQuantity}</td>
                <td className="px-2 py-2">{row.product.category ?? '—'}</td>
                <td className="px-2 py-2">{action(row)}</td>
                <td className="min-w-64 px-2 py-2 [overflow-wrap:anywhere]">
                  <Issues row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('boImport.tableCaption')}>
        {rows.map((row) => (
          <li
            key={`${row.line}-${row.product.sku}`}
            className={`${card} p-4 ${row.errors.length > 0 ? 'border-red-500' : ''}`}
          >
            <p className="font-semibold break-words">{row.product.name || '—'}</p>
            <p className="text-sm text-muted break-words">
              {t('boImport.cardMeta', { line: row.line, sku: row.product.sku, action: action(row) })}
            </p>
            <p className="mt-1 text-sm">
              {price(row)}
              {discount(row)} · {t('boImport.cardStock', { count: row.product.stockQuantity })}
              {row.product.category ? ` · ${row.product.category}` : ''}
            </p>
            <div className="mt-2 [overflow-wrap:anywhere]">
              <Issues row={row} />
            </div>
          </li>
        ))}
      </ul>
      {sorted.length > rows.length && (
        <button type="button" className={`${buttonSecondary} self-start`} onClick={() => setShowAll(true)}>
          {t('boImport.showAll', { count: sorted.length })}
        </button>
      )}
    </div>
  );
}
