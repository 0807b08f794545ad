import texts from 'virtual:locale-sections/nl/footer,platform,platformPages';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** Any other path on the platform host. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformPages.notFound.title'), t('platform.name'));
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-violet-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('platformPages.notFound.title')}</h1>
      <p className="text-slate-600">{t('platformPages.notFound.message')}</p>
      <Link href="/" className={`${buttonPrimary} mt-2`}>
        {t('platformPages.notFound.home')}
      </Link>
    </div>
  );
}
