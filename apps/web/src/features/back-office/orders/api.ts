import type { TBackOfficeOrder, TBackOfficeOrderListQuery, TRefundOrderInput, TShipOrderInput } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const ordersKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'orders'];

export const useOrderList = (tenantName: string, query: TBackOfficeOrderListQuery) =>
  useQuery({
    queryKey: [...ordersKey(tenantName), 'list', query],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/orders', {
        params: { tenantName, ...(query as Record<string, string | number>) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The number of orders still Pending, for the navigation's badge. */
export const usePendingOrderCount = (tenantName: string) =>
  useQuery({
    queryKey: [...ordersKey(tenantName), 'list', { pageSize: 1 }],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/orders', { params: { tenantName, pageSize: 1 } }),
    select: (page) => page.pendingCount,
    retry: false,
    staleTime: 60_000,
  });

export const useOrder = (tenantName: string, orderNumber: string) =>
  useQuery({
    queryKey: [...ordersKey(tenantName), 'one', orderNumber],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/orders/:orderNumber', { params: { tenantName, orderNumber } }),
    retry: false,
  });

export type OrderActionCall =
  | { action: 'mark-paid' | 'process' | 'deliver' | 'cancel' }
  | { action: 'ship'; body: TShipOrderInput }
  | { action: 'refund'; body: TRefundOrderInput };

export function useOrderAction(tenantName: string, orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: OrderActionCall): Promise<TBackOfficeOrder> => {
      const params = { tenantName, orderNumber };
      switch (call.action) {
        case 'ship':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/ship', { params, body: call.body });
        case 'refund':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/refund', {
            params,
            body: call.body,
          });
        case 'mark-paid':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/mark-paid', { params });
        case 'process':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/process', { params });
        case 'deliver':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/deliver', { params });
        case 'cancel':
          return callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/cancel', { params });
      }
    },
    onSuccess: (order) => {
      client.setQueryData([...ordersKey(tenantName), 'one', orderNumber], order);
      return client.invalidateQueries({ queryKey: [...ordersKey(tenantName), 'list'] });
    },
  });
}

/** Issues the invoice of a paid or shipped order that has none (it got there before invoices existed). */
export function useIssueInvoice(tenantName: string, orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi('POST /api/platform/shops/:tenantName/orders/:orderNumber/invoice', {
        params: { tenantName, orderNumber },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ordersKey(tenantName), 'one', orderNumber] }),
  });
}
