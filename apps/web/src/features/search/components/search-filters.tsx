import type { TCategory } from '@shop/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import type { SearchState } from '#src/features/search/search-state.ts';

const PRICE_FIELDS = [
  { name: 'minPrice', idSuffix: 'min', label: 'search.minPrice' },
  { name: 'maxPrice', idSuffix: 'max', label: 'search.maxPrice' },
] as const;

/** The filter form: its fields start from the URL's state and a submit writes them back. */
export function SearchFilters({
  formId,
  state,
  categories,
  onSubmit,
}: {
  formId: string;
  state: SearchState;
  categories: TCategory[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const activeFilters = [
    state.categoryId !== undefined,
    state.minPrice !== undefined,
    state.maxPrice !== undefined,
    state.inStock,
  ].filter(Boolean).length;
  return (
    <form
      onSubmit={onSubmit}
      className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-6"
      aria-label={t('search.filters')}
    >
      <TextField
        id={`${formId}-q`}
        className="md:col-span-2"
        label={t('search.label')}
        name="q"
        type="search"
        defaultValue={state.q}
        placeholder={t('search.placeholder')}
      />
      {/* On a phone the filters fold away (open while one is set) so the results start in the first
          screen; from md up they always show (shop-theme.css) and the summary is hidden. */}
      <details className="search-filters md:col-span-3" open={activeFilters > 0 || undefined}>
        <summary className={`${buttonSecondary} w-full cursor-pointer md:hidden`}>
          {activeFilters > 0 ? t('search.filtersWithCount', { count: activeFilters }) : t('search.filtersToggle')}
        </summary>
        <div className="grid gap-4 pt-4 md:grid-cols-3 md:pt-0">
          <SelectField
            id={`${formId}-category`}
            label={t('search.category')}
            name="categoryId"
            defaultValue={state.categoryId ?? ''}
          >
            <option value="">{t('search.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          {PRICE_FIELDS.map(({ name, idSuffix, label }) => (
            <TextField
              key={name}
              id={`${formId}-${idSuffix}`}
              label={t(label)}
              name={name}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={state[name] ?? ''}
            />
          ))}
          <label className="flex items-center gap-2 text-sm md:col-span-3">
            <input type="checkbox" name="inStock" defaultChecked={state.inStock} className="h-4 w-4" />
            {t('search.inStockOnly')}
          </label>
        </div>
      </details>
      <div className="flex flex-col justify-start md:pt-6">
        <button type="submit" className={`${buttonPrimary} h-11`}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
