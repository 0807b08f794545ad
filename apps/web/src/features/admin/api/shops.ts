import type { TAdminShopsQuery } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

export const useAdminShops = (query: TAdminShopsQuery) =>
  useQuery({
    queryKey: ['admin', 'shops', query.search ?? '', query.status ?? ''],
    queryFn: () => callApi('GET /api/admin/shops', { params: query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
