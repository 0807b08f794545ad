import type { TCustomerLoginRequest, TCustomerLoginResponse } from '@shop/contracts';
import { apiPost } from '#src/lib/api-client.ts';

/** POST /api/customers/login (spec §7): the token and the customer. */
export function logIn(request: TCustomerLoginRequest): Promise<TCustomerLoginResponse> {
  return apiPost<TCustomerLoginResponse>('/api/customers/login', request);
}
