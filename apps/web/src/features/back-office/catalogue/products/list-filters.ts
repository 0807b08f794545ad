import { PRODUCT_SORTS, type TProductListQuery, type TProductSort } from '@shop/contracts';

/** What the product list shows; kept in the address so returning from the editor keeps it. */
export interface ListFilters {
  search: string;
  categoryId: string;
  active: '' | 'true' | 'false';
  stock: '' | 'in' | 'low' | 'out';
  discounted: boolean;
  sort: TProductSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;

export const DEFAULT_FILTERS: ListFilters = {
  search: '',
  categoryId: '',
  active: '',
  stock: '',
  discounted: false,
  sort: 'displayOrder',
  direction: 'asc',
  page: 1,
  pageSize: 25,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function filtersFromSearch(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    search: params.get('search') ?? '',
    categoryId: /^\d+$/.test(params.get('categoryId') ?? '') ? (params.get('categoryId') as string) : '',
    active: oneOf(params.get('active'), ['', 'true', 'false'], ''),
    stock: oneOf(params.get('stock'), ['', 'in', 'low', 'out'], ''),
    discounted: params.get('discounted') === 'true',
    sort: oneOf(params.get('sort'), PRODUCT_SORTS, 'displayOrder'),
    direction: oneOf(params.get('direction'), ['asc', 'desc'], 'asc'),
    page: number('page', 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(number('pageSize', 25)) ? number('pageSize', 25) : 25,
  };
}

export function searchFromFilters(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === DEFAULT_FILTERS[name as keyof ListFilters] || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toListQuery(filters: ListFilters): TProductListQuery {
  return {
    search: filters.search.trim() || undefined,
    categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
    active: filters.active || undefined,
    stock: filters.stock || undefined,
    discounted: filters.discounted ? 'true' : undefined,
    sort: filters.sort,
    direction: filters.direction,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Dragging changes the display order, so it is offered only on the list in that order, unfiltered. */
export const canReorder = (filters: ListFilters) =>
  filters.sort === 'displayOrder' &&
  filters.direction === 'asc' &&
  !filters.search.trim() &&
  !filters.categoryId &&
  !filters.active &&
  !filters.stock &&
  !filters.discounted;
