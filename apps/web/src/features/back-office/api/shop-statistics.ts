import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

export const shopStatisticsQuery = (tenantName: string) =>
  queryOptions({
    queryKey: ['platform', 'dashboard', tenantName, 'statistics'],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/dashboard/statistics', { params: { tenantName } }),
    retry: false,
  });

export const useShopStatistics = (tenantName: string) => useQuery(shopStatisticsQuery(tenantName));
