import type { TCustomer, TCustomerRegisterRequest, TModalRegisterRequest } from '@shop/contracts';
import { callApi } from '#src/lib/api-client.ts';

/** Login-dialog registration, with a password (spec §7 POST /api/auth/customer/register). */
export function registerWithPassword(request: TCustomerRegisterRequest): Promise<TCustomer> {
  return callApi('POST /api/auth/customer/register', { body: request });
}

/** Registration modal, without a password (spec §7 POST /api/customers/register/{tenantName}). */
export function registerWithoutPassword(tenantName: string, request: TModalRegisterRequest): Promise<TCustomer> {
  return callApi('POST /api/customers/register/:tenantName', { params: { tenantName }, body: request });
}
