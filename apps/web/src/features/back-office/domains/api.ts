import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const domainsKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'domains'];

/** The shop's own domains with their DNS records (owner or Admin). */
export const useDomains = (tenantName: string) =>
  useQuery({
    queryKey: domainsKey(tenantName),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/domains', { params: { tenantName } }),
    retry: false,
  });

function useDomainChange<TInput, TResult>(tenantName: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainsKey(tenantName) }),
  });
}

export const useAddDomain = (tenantName: string) =>
  useDomainChange(tenantName, (host: string) =>
    callApi('POST /api/platform/shops/:tenantName/domains', { params: { tenantName }, body: { host } }),
  );

export const useCheckDomain = (tenantName: string) =>
  useDomainChange(tenantName, (domainId: number) =>
    callApi('POST /api/platform/shops/:tenantName/domains/:domainId/verify', { params: { tenantName, domainId } }),
  );

export const useMakePrimary = (tenantName: string) =>
  useDomainChange(tenantName, (domainId: number) =>
    callApi('POST /api/platform/shops/:tenantName/domains/:domainId/primary', { params: { tenantName, domainId } }),
  );

export const useRemoveDomain = (tenantName: string) =>
  useDomainChange(tenantName, (domainId: number) =>
    callApi('DELETE /api/platform/shops/:tenantName/domains/:domainId', { params: { tenantName, domainId } }),
  );
