import texts from 'virtual:locale-sections/nl/platformTerms';
import { useTranslation } from 'react-i18next';
import { LegalPage, useLegalSections } from '#src/features/platform-pages/components/legal-page.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** /terms: the platform's terms of service for shop owners, in Dutch and English. */
export default function TermsRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformTerms.title'), t('platform.name'));
  const sections = useLegalSections('platformTerms');
  return (
    <LegalPage
      title={t('platformTerms.title')}
      updated={t('platformTerms.updated')}
      intro={t('platformTerms.intro', { platform: t('platform.name') })}
      sections={sections}
      tocLabel={t('platformPages.legal.contents')}
    />
  );
}
