import texts from 'virtual:locale-sections/nl/orders';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { PlaceholderView } from '../components/placeholder-view.tsx';

addDutchTexts(texts);

/** Spec §2.11: customers only; without a stored customer token it redirects to /. */
export default function OrderHistoryRoute() {
  const { t } = useTranslation();
  if (!readStorage(STORAGE_KEYS.customerToken)) return <Redirect to="/" replace />;
  return <PlaceholderView title={t('orders.historyTitle')} />;
}
