import type { TPlatformSessionResponse } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** The platform user of the session cookie (null when nobody is signed in). */
export const platformSessionQuery = () =>
  queryOptions({
    queryKey: ['platform', 'session'],
    queryFn: (): Promise<TPlatformSessionResponse> => callApi('GET /api/platform/session'),
    staleTime: 30_000,
  });

export const usePlatformSession = () => useQuery(platformSessionQuery());
