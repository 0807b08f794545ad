import texts from 'virtual:locale-sections/nl/notFound';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { MessageState } from '#src/components/ui/page-state.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

export default function NotFoundRoute() {
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
