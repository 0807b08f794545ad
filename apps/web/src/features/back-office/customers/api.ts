import type { TBackOfficeCustomerListQuery } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, callApi } from '#src/lib/api-client.ts';

const customersKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'customers'];

export const useCustomerList = (tenantName: string, query: TBackOfficeCustomerListQuery) =>
  useQuery({
    queryKey: [...customersKey(tenantName), 'list', query],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/customers', {
        params: { tenantName, ...(query as Record<string, string | number>) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useCustomer = (tenantName: string, customerId: number) =>
  useQuery({
    queryKey: [...customersKey(tenantName), 'one', customerId],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/customers/:customerId', { params: { tenantName, customerId } }),
    retry: false,
  });

/** The address of the customer's export: a plain link, so the browser downloads the file itself. */
export const customerExportUrl = (tenantName: string, customerId: number) =>
  apiPath('GET /api/platform/shops/:tenantName/customers/:customerId/export', { params: { tenantName, customerId } });

/** Deletes the customer's personal data (on request); the answer is the anonymised customer. */
export function useDeleteCustomer(tenantName: string, customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi('DELETE /api/platform/shops/:tenantName/customers/:customerId', { params: { tenantName, customerId } }),
    onSuccess: (customer) => {
      client.setQueryData([...customersKey(tenantName), 'one', customerId], customer);
      // The orders and the inbox changed too: names, addresses and messages are gone.
      return client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[2] === tenantName && ['customers', 'orders', 'messages'].includes(String(query.queryKey[3])),
      });
    },
  });
}
