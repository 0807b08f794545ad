import texts from 'virtual:locale-sections/nl/platform,platformPages';
import { useTranslation } from 'react-i18next';
import { LegalPage, useLegalSections } from '#src/features/platform-pages/components/legal-page.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** /privacy: the platform's privacy statement (AVG/GDPR), in Dutch and English. */
export default function PrivacyRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformPages.privacy.title'), t('platform.name'));
  const sections = useLegalSections('privacy');
  return (
    <LegalPage
      title={t('platformPages.privacy.title')}
      updated={t('platformPages.privacy.updated')}
      intro={t('platformPages.privacy.intro', { platform: t('platform.name') })}
      sections={sections}
      tocLabel={t('platformPages.legal.contents')}
    />
  );
}
