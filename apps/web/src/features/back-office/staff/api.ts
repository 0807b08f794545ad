import type { TStaffInviteInput } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const staffKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'staff'];

/** The shop's team and its open invitations (owner or Admin). */
export const useStaff = (tenantName: string) =>
  useQuery({
    queryKey: staffKey(tenantName),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/staff', { params: { tenantName } }),
    retry: false,
  });

/** A change of the team: the list and the activity log refresh after it. */
function useStaffChange<TInput>(tenantName: string, run: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKey(tenantName) });
      await queryClient.invalidateQueries({ queryKey: ['platform', 'dashboard', tenantName] });
    },
  });
}

export const useInvite = (tenantName: string) =>
  useStaffChange(tenantName, (body: TStaffInviteInput) =>
    callApi('POST /api/platform/shops/:tenantName/staff/invitations', { params: { tenantName }, body }),
  );

export const useRevokeInvitation = (tenantName: string) =>
  useStaffChange(tenantName, (invitationId: number) =>
    callApi('DELETE /api/platform/shops/:tenantName/staff/invitations/:invitationId', {
      params: { tenantName, invitationId },
    }),
  );

export const useRemoveMember = (tenantName: string) =>
  useStaffChange(tenantName, (userId: string) =>
    callApi('DELETE /api/platform/shops/:tenantName/staff/:userId', { params: { tenantName, userId } }),
  );
