import texts from 'virtual:locale-sections/nl/platformPrivacy';
import { useTranslation } from 'react-i18next';
import { LegalPage, useLegalSections } from '#src/features/platform-pages/components/legal-page.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** /privacy: the platform's privacy statement (AVG/GDPR), in Dutch and English. */
export default function PrivacyRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformPrivacy.title'), t('platform.name'));
  const sections = useLegalSections('platformPrivacy');
  return (
    <LegalPage
      title={t('platformPrivacy.title')}
      updated={t('platformPrivacy.updated')}
      intro={t('platformPrivacy.intro', { platform: t('platform.name') })}
      sections={sections}
      tocLabel={t('platformPages.legal.contents')}
    />
  );
}
