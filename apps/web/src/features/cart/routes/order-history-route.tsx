import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { PlaceholderView } from '../components/placeholder-view.tsx';

/** Spec §2.11: customers only; without a stored customer token it redirects to /. */
export function Component() {
  const { t } = useTranslation();
  if (!readStorage(STORAGE_KEYS.customerToken)) return <Navigate to="/" replace />;
  return <PlaceholderView title={t('orders.historyTitle')} />;
}
