import texts from 'virtual:locale-sections/nl/checkout';
import { useTranslation } from 'react-i18next';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { PlaceholderView } from '../components/placeholder-view.tsx';

addDutchTexts(texts);

export default function CheckoutRoute() {
  const { t } = useTranslation();
  return <PlaceholderView title={t('checkout.title')} />;
}
