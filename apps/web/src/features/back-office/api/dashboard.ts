import type { TSubscriptionPlan } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

export const dashboardQuery = (tenantName: string) =>
  queryOptions({
    queryKey: ['platform', 'dashboard', tenantName],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/dashboard', { params: { tenantName } }),
    retry: false,
  });

export const useDashboard = (tenantName: string) => useQuery(dashboardQuery(tenantName));

export const useAuditLog = (tenantName: string) =>
  useQuery({
    queryKey: ['platform', 'dashboard', tenantName, 'audit-log'],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/audit-log', { params: { tenantName } }),
    retry: false,
  });

/** The plans an owner can buy: active and not the trial. Under ['platform','plans'] so plan edits refresh it. */
export const usePaidPlans = () =>
  useQuery({
    queryKey: ['platform', 'plans', 'paid'],
    queryFn: async (): Promise<TSubscriptionPlan[]> =>
      (await callApi('GET /api/subscription/plans')).filter((plan) => plan.isActive && plan.type !== 'Trial'),
  });
