import { SEARCH_SORT_VALUES } from '@shop/contracts';

export type Sort = (typeof SEARCH_SORT_VALUES)[number];

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const nonNegative = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** Reads the search state from the URL (spec §2.12: the state lives in the address bar). */
export function readSearchState(params: URLSearchParams) {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: (SEARCH_SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
    page: positiveInt(params.get('page')) ?? 1,
    view: params.get('view') === 'list' ? ('list' as const) : ('grid' as const),
    categoryId: positiveInt(params.get('categoryId')),
    minPrice: nonNegative(params.get('minPrice')),
    maxPrice: nonNegative(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
  };
}

export type SearchState = ReturnType<typeof readSearchState>;
