import type { TCustomerLoginRequest, TCustomerLoginResponse } from '@shop/contracts';
import { callApi } from '#src/lib/api-client.ts';

/** POST /api/customers/login (spec §7): the token and the customer. */
export function logIn(request: TCustomerLoginRequest): Promise<TCustomerLoginResponse> {
  return callApi('POST /api/customers/login', { body: request });
}
