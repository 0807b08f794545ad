import texts from 'virtual:locale-sections/nl/orders';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { PlaceholderView } from '../components/placeholder-view.tsx';

addDutchTexts(texts);

export default function OrderConfirmationRoute() {
  const { t } = useTranslation();
  const { orderNumber } = useParams();
  return <PlaceholderView title={t('orders.confirmationTitle')} detail={orderNumber} />;
}
