import type { TCustomerLoginResponse, TCustomerMessageResponse } from '@shop/contracts';
import { callApi } from '#src/lib/api-client.ts';

/** The verification link of the login-dialog registration e-mail (`?verify-email=`). */
export function verifyEmail(tenantId: string, token: string): Promise<TCustomerMessageResponse> {
  return callApi('POST /api/customers/verify-email', { body: { tenantId, token } });
}

/** The set-password link of the registration-modal e-mail (`?set-password=`); it logs the customer in. */
export function setPassword(tenantId: string, token: string, password: string): Promise<TCustomerLoginResponse> {
  return callApi('POST /api/customers/set-password', { body: { tenantId, token, password } });
}
