import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderView } from '../components/placeholder-view.tsx';

export function Component() {
  const { t } = useTranslation();
  const { orderNumber } = useParams();
  return <PlaceholderView title={t('orders.confirmationTitle')} detail={orderNumber} />;
}
