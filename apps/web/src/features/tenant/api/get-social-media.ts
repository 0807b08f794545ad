import type { TSocialMediaSettings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

export async function getSocialMedia(tenantName: string): Promise<TSocialMediaSettings | null> {
  try {
    return await callApi('GET /api/tenants/by-name/:tenantName/social-media', { params: { tenantName } });
  } catch {
    return null;
  }
}

export const socialMediaQuery = (tenantName: string) =>
  queryOptions({
    queryKey: ['tenant', tenantName, 'social'],
    queryFn: () => getSocialMedia(tenantName),
    staleTime: 300_000,
  });

export const useSocialMedia = (tenantName: string) => useQuery(socialMediaQuery(tenantName));
