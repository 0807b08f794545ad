import type { TAdminPlan, TPlanInput } from '@shop/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

export const useAdminPlans = () =>
  useQuery({ queryKey: ['admin', 'plans'], queryFn: () => callApi('GET /api/admin/plans'), retry: false });

/** Creates (no id) or updates a plan, then refreshes every list that shows plans, the landing page's too. */
export async function savePlan(queryClient: QueryClient, planId: number | null, body: TPlanInput): Promise<TAdminPlan> {
  const saved =
    planId === null
      ? await callApi('POST /api/admin/plans', { body })
      : await callApi('PUT /api/admin/plans/:planId', { params: { planId }, body });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
    queryClient.invalidateQueries({ queryKey: ['platform', 'plans'] }),
  ]);
  return saved;
}
