import { buttonSecondary } from '#src/components/ui/button-styles.ts';

/** Previous and next page of a back-office list, with where the reader is; nothing for a single page. */
export function ListPager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-2">
      <button type="button" className={buttonSecondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span>{labels.position}</span>
      <button type="button" className={buttonSecondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
