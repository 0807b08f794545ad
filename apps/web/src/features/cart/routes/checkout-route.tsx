import { useTranslation } from 'react-i18next';
import { PlaceholderView } from '../components/placeholder-view.tsx';

export function Component() {
  const { t } = useTranslation();
  return <PlaceholderView title={t('checkout.title')} />;
}
