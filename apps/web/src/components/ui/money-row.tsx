import { formatEuros } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useLocale } from '#src/lib/i18n.ts';

/** One label/amount line of a totals block. */
export function MoneyRow({
  label,
  amount,
  strong = false,
  className = '',
  children,
}: {
  label: string;
  amount?: number | null;
  strong?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-bold' : 'text-sm'} ${className}`}
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right">
        {children ?? (amount === null || amount === undefined ? '—' : formatEuros(amount, locale))}
      </dd>
    </div>
  );
}
