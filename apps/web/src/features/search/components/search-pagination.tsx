import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';

/** Previous/next and the pages near the current one, with the first and the last. */
export function SearchPagination({
  page: current,
  totalPages,
  goTo,
}: {
  page: number;
  totalPages: number;
  goTo: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={buttonSecondary} disabled={current <= 1} onClick={() => goTo(current - 1)}>
        {t('search.previous')}
      </button>
      {Array.from({ length: totalPages }, (_, index) => index + 1)
        .filter((page) => page === 1 || page === totalPages || Math.abs(page - current) <= 2)
        .map((page) => (
          <button
            key={page}
            type="button"
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('search.page', { page })}
            onClick={() => goTo(page)}
            className={`h-10 min-w-10 rounded-lg px-3 font-semibold ${page === current ? 'bg-primary text-on-primary' : 'border border-line'}`}
          >
            {page}
          </button>
        ))}
      <button
        type="button"
        className={buttonSecondary}
        disabled={current >= totalPages}
        onClick={() => goTo(current + 1)}
      >
        {t('search.next')}
      </button>
    </nav>
  );
}
