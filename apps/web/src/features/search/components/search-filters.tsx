import type { TCategory } from '@shop/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import type { SearchState } from '#src/features/search/search-state.ts';

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
  return (
    <form
      onSubmit={onSubmit}
      className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-6"
      aria-label={t('search.filters')}
    >
      <div className="md:col-span-2">
        <label htmlFor={`${formId}-q`} className="mb-1 block text-sm font-medium">
          {t('search.label')}
        </label>
        <input
          id={`${formId}-q`}
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder={t('search.placeholder')}
          className="h-11 w-full rounded-lg border border-line bg-page px-3"
        />
      </div>
      <div>
        <label htmlFor={`${formId}-category`} className="mb-1 block text-sm font-medium">
          {t('search.category')}
        </label>
        <select
          id={`${formId}-category`}
          name="categoryId"
          defaultValue={state.categoryId ?? ''}
          className="h-11 w-full rounded-lg border border-line bg-page px-3"
        >
          <option value="">{t('search.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${formId}-min`} className="mb-1 block text-sm font-medium">
          {t('search.minPrice')}
        </label>
        <input
          id={`${formId}-min`}
          name="minPrice"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={state.minPrice ?? ''}
          className="h-11 w-full rounded-lg border border-line bg-page px-3"
        />
      </div>
      <div>
        <label htmlFor={`${formId}-max`} className="mb-1 block text-sm font-medium">
          {t('search.maxPrice')}
        </label>
        <input
          id={`${formId}-max`}
          name="maxPrice"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={state.maxPrice ?? ''}
          className="h-11 w-full rounded-lg border border-line bg-page px-3"
        />
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="inStock" defaultChecked={state.inStock} className="h-4 w-4" />
          {t('search.inStockOnly')}
        </label>
        <button type="submit" className={`${buttonPrimary} h-11`}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
