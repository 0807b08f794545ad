import type { TFocusShopSettings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §7: failure means no focus settings. */
export async function getFocusShopSettings(tenantId: string): Promise<TFocusShopSettings | null> {
  try {
    return await callApi('GET /api/tenant-settings/focus-shop', { params: { tenantId } });
  } catch {
    return null;
  }
}

export const focusShopSettingsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'focus-settings'],
    queryFn: () => getFocusShopSettings(tenantId),
    staleTime: Infinity,
  });

export const useFocusShopSettings = (tenantId: string | undefined) =>
  useQuery({ ...focusShopSettingsQuery(tenantId ?? ''), enabled: Boolean(tenantId) });
