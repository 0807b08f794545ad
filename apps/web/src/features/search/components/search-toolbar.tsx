import { SEARCH_SORT_VALUES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { GridIcon, ListIcon } from '#src/components/ui/icons.tsx';
import type { SearchState, Sort } from '#src/features/search/search-state.ts';

/** Result count, sort order and grid/list view above the results. */
export function SearchToolbar({
  formId,
  state,
  totalCount,
  update,
}: {
  formId: string;
  state: SearchState;
  totalCount: number | null;
  update: (changes: Record<string, string | null>, resetPage?: boolean) => void;
}) {
  const { t } = useTranslation();
  const sortLabels: Record<Sort, string> = {
    relevance: t('search.sort.relevance'),
    price_asc: t('search.sort.priceAsc'),
    price_desc: t('search.sort.priceDesc'),
    name_asc: t('search.sort.nameAsc'),
    name_desc: t('search.sort.nameDesc'),
  };
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {totalCount === null ? '' : t('search.resultCount', { count: totalCount })}
      </p>
      <div className="flex items-center gap-3">
        <label htmlFor={`${formId}-sort`} className="text-sm">
          {t('search.sortBy')}
        </label>
        <select
          id={`${formId}-sort`}
          value={state.sort}
          onChange={(event) => update({ sort: event.target.value === 'relevance' ? null : event.target.value })}
          className="h-10 rounded-lg border border-line bg-page px-3 text-sm"
        >
          {SEARCH_SORT_VALUES.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
        <fieldset className="flex rounded-lg border border-line">
          <legend className="sr-only">{t('search.view')}</legend>
          <button
            type="button"
            aria-pressed={state.view === 'grid'}
            aria-label={t('search.gridView')}
            onClick={() => update({ view: null }, false)}
            className={`inline-flex h-10 w-10 items-center justify-center ${state.view === 'grid' ? 'bg-primary text-on-primary' : ''}`}
          >
            <GridIcon size={18} />
          </button>
          <button
            type="button"
            aria-pressed={state.view === 'list'}
            aria-label={t('search.listView')}
            onClick={() => update({ view: 'list' }, false)}
            className={`inline-flex h-10 w-10 items-center justify-center ${state.view === 'list' ? 'bg-primary text-on-primary' : ''}`}
          >
            <ListIcon size={18} />
          </button>
        </fieldset>
      </div>
    </div>
  );
}
