import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary } from '../components/ui/button-styles.ts';
import { MessageState } from '../components/ui/page-state.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <MessageState title={t('notFound.title')} message={t('notFound.message')}>
      <Link to="/" className={buttonPrimary}>
        {t('common.backToHome')}
      </Link>
    </MessageState>
  );
}
