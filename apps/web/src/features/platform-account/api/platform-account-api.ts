import type { TPlatformSessionResponse, TPlatformUser, TSubscriptionPlan } from '@shop/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';
import { platformSessionQuery } from '#src/lib/platform-session.ts';

/** Whether a subdomain can be the new shop's address (GET …/subdomains/:name/availability). */
export const subdomainAvailabilityQuery = (name: string) =>
  queryOptions({
    queryKey: ['platform-account', 'subdomain', name],
    queryFn: ({ signal }) => callApi('GET /api/platform/subdomains/:name/availability', { params: { name }, signal }),
    staleTime: 10_000,
    retry: false,
  });

/** The plan a visitor chose on the landing page (/register?plan={id}); null when unknown. */
export function useChosenPlan(planId: number | null) {
  return useQuery({
    queryKey: ['platform-account', 'plans'],
    queryFn: (): Promise<TSubscriptionPlan[]> => callApi('GET /api/subscription/plans'),
    staleTime: 300_000,
    enabled: planId !== null,
    select: (plans) => plans.find((plan) => plan.id === planId) ?? null,
  });
}

/** The signed-in user is known at once (no extra session call), then confirmed by the server. */
export function rememberSignedIn(queryClient: QueryClient, user: TPlatformUser | null, secondFactorPending = false) {
  const session: TPlatformSessionResponse = { user, secondFactorPending };
  queryClient.setQueryData(platformSessionQuery().queryKey, session);
  void queryClient.invalidateQueries({ queryKey: platformSessionQuery().queryKey });
}
