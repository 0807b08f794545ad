import { FALLBACK_PLANS, type TSubscriptionPlan } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §4: a failed plans call (or an empty list) falls back to the built-in plans. */
export async function getPlans(): Promise<TSubscriptionPlan[]> {
  try {
    const plans = (await callApi('GET /api/subscription/plans')).filter((plan) => plan.isActive !== false);
    return plans.length > 0 ? plans : FALLBACK_PLANS;
  } catch {
    return FALLBACK_PLANS;
  }
}

export const plansQuery = () =>
  queryOptions({ queryKey: ['platform', 'plans'], queryFn: getPlans, staleTime: 300_000 });

export const usePlans = () => useQuery(plansQuery());
