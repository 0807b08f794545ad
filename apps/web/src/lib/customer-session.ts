import type { TCustomer } from '@shop/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callApi } from '#src/lib/api-client.ts';
import { clearCurrentTenant } from '#src/lib/current-tenant.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '#src/lib/storage-keys.ts';

/** Fired on window after a login and after a logout (spec §3: the logged-out event clears the tenant context). */
export const CUSTOMER_LOGGED_IN_EVENT = 'customerLoggedIn';
export const CUSTOMER_LOGGED_OUT_EVENT = 'customerLoggedOut';

export interface CustomerSession {
  token: string;
  customerId: string;
}

let cached: CustomerSession | null = null;

/** The stored token and customer id (spec §6/§9 keys), or null when either is missing. */
export function readCustomerSession(): CustomerSession | null {
  const token = readStorage(STORAGE_KEYS.customerToken);
  const customerId = readStorage(STORAGE_KEYS.customerId);
  const next = token && customerId ? { token, customerId } : null;
  // a stable object while nothing changed, as useSyncExternalStore requires
  if (next?.token !== cached?.token || next?.customerId !== cached?.customerId) cached = next;
  return cached;
}

export function saveCustomerSession(token: string, customerId: number | string): void {
  writeStorage(STORAGE_KEYS.customerToken, token);
  writeStorage(STORAGE_KEYS.customerId, String(customerId));
  window.dispatchEvent(new Event(CUSTOMER_LOGGED_IN_EVENT));
}

/** Clears the token and id and tells the page (the tenant context goes with it, spec §3/§4). */
export function clearCustomerSession(): void {
  const had = readCustomerSession() !== null;
  removeStorage(STORAGE_KEYS.customerToken);
  removeStorage(STORAGE_KEYS.customerId);
  if (had) window.dispatchEvent(new Event(CUSTOMER_LOGGED_OUT_EVENT));
}

if (typeof window !== 'undefined') window.addEventListener(CUSTOMER_LOGGED_OUT_EVENT, () => clearCurrentTenant());

/** Spec §6: customer requests carry a bearer token and the tenant id header. */
export function customerHeaders(tenantId: string, session = readCustomerSession()): Record<string, string> {
  return session ? { Authorization: `Bearer ${session.token}`, 'X-Tenant-Id': tenantId } : { 'X-Tenant-Id': tenantId };
}

/** Revokes the token on the server (best effort) and logs out locally. */
export async function logOut(tenantId: string): Promise<void> {
  const session = readCustomerSession();
  clearCustomerSession();
  if (!session) return;
  try {
    await callApi('POST /api/customers/logout', { headers: customerHeaders(tenantId, session) });
  } catch {
    // the token is gone locally either way
  }
}

const subscribe = (onChange: () => void) => {
  const events = [CUSTOMER_LOGGED_IN_EVENT, CUSTOMER_LOGGED_OUT_EVENT, 'storage'];
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
};

export function useCustomerSession(): CustomerSession | null {
  return useSyncExternalStore(subscribe, readCustomerSession, () => null);
}

export const customerProfileQuery = (tenantId: string, session: CustomerSession | null) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'customer', session?.token ?? null],
    queryFn: async () => {
      const customer = await callApi('GET /api/customers/me', { headers: customerHeaders(tenantId, session) });
      if (String(customer.id) !== session?.customerId) throw new Error('customer id does not match the token');
      return customer;
    },
    enabled: session !== null,
    retry: false,
    staleTime: 300_000,
  });

/**
 * The logged-in customer. Spec §4: the stored token and id are validated against the profile
 * call; a failed validation (or any failed profile call, §8) clears them and logs out.
 */
export function useCustomer(tenantId: string): { customer: TCustomer | null; checking: boolean } {
  const session = useCustomerSession();
  const queryClient = useQueryClient();
  const profile = useQuery(customerProfileQuery(tenantId, session));
  useEffect(() => {
    if (profile.isError) clearCustomerSession();
  }, [profile.isError]);
  useEffect(() => {
    if (session === null) queryClient.removeQueries({ queryKey: ['shop', tenantId, 'customer'] });
  }, [session, queryClient, tenantId]);
  return {
    customer: session && profile.data ? profile.data : null,
    checking: session !== null && profile.isPending,
  };
}
