import type { TAdminShopRow } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const LOOKS = {
  paused: 'bg-red-100 text-red-900 border-red-300',
  Trial: 'bg-violet-100 text-violet-900 border-violet-300',
  Active: 'bg-green-100 text-green-900 border-green-300',
  PastDue: 'bg-amber-100 text-amber-950 border-amber-300',
  Cancelled: 'bg-slate-100 text-slate-800 border-slate-300',
} as const;

/** The shop's state in words (a colour only underlines it); a closed shop reads 'paused' whatever its status. */
export function ShopStatusBadge({ shop }: { shop: Pick<TAdminShopRow, 'status' | 'paused'> }) {
  const { t } = useTranslation();
  const state = shop.paused ? 'paused' : shop.status;
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${LOOKS[state === 'Paused' ? 'paused' : state]}`}
    >
      {t(`admin.status.${state === 'Paused' ? 'paused' : state}`)}
    </span>
  );
}
