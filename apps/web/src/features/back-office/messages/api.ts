import type { TBackOfficeMessage, TBackOfficeMessageListQuery } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, callApi } from '#src/lib/api-client.ts';

const messagesKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'messages'];

export const useMessageList = (tenantName: string, query: TBackOfficeMessageListQuery) =>
  useQuery({
    queryKey: [...messagesKey(tenantName), 'list', query],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/messages', {
        params: { tenantName, ...(query as Record<string, string | number>) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The number of unread messages, for the navigation's badge. */
export const useUnreadMessageCount = (tenantName: string) =>
  useQuery({
    queryKey: [...messagesKey(tenantName), 'list', { pageSize: 1 }],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/messages', { params: { tenantName, pageSize: 1 } }),
    select: (page) => page.unreadCount,
    retry: false,
    staleTime: 60_000,
  });

export const useMessage = (tenantName: string, messageId: number) =>
  useQuery({
    queryKey: [...messagesKey(tenantName), 'one', messageId],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/messages/:messageId', { params: { tenantName, messageId } }),
    retry: false,
  });

export const attachmentUrl = (tenantName: string, messageId: number, attachmentId: number) =>
  apiPath('GET /api/platform/shops/:tenantName/messages/:messageId/attachments/:attachmentId', {
    params: { tenantName, messageId, attachmentId },
  });

export type MessageActionCall =
  | { action: 'read'; read: boolean }
  | { action: 'reply'; body: string }
  | { action: 'delete' };

export function useMessageAction(tenantName: string, messageId: number) {
  const client = useQueryClient();
  const params = { tenantName, messageId };
  return useMutation({
    mutationFn: async (call: MessageActionCall): Promise<TBackOfficeMessage | null> => {
      switch (call.action) {
        case 'read':
          return callApi('PUT /api/platform/shops/:tenantName/messages/:messageId/read', {
            params,
            body: { read: call.read },
          });
        case 'reply':
          return callApi('POST /api/platform/shops/:tenantName/messages/:messageId/replies', {
            params,
            body: { body: call.body },
          });
        case 'delete':
          await callApi('DELETE /api/platform/shops/:tenantName/messages/:messageId', { params });
          return null;
      }
    },
    onSuccess: (message) => {
      if (message) client.setQueryData([...messagesKey(tenantName), 'one', messageId], message);
      else client.removeQueries({ queryKey: [...messagesKey(tenantName), 'one', messageId] });
      return client.invalidateQueries({ queryKey: [...messagesKey(tenantName), 'list'] });
    },
  });
}
