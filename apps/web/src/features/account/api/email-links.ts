import type { TCustomerLoginResponse, TCustomerMessageResponse } from '@shop/contracts';
import { apiPost } from '#src/lib/api-client.ts';

/** The verification link of the login-dialog registration e-mail (`?verify-email=`). */
export function verifyEmail(tenantId: string, token: string): Promise<TCustomerMessageResponse> {
  return apiPost<TCustomerMessageResponse>('/api/customers/verify-email', { tenantId, token });
}

/** The set-password link of the registration-modal e-mail (`?set-password=`); it logs the customer in. */
export function setPassword(tenantId: string, token: string, password: string): Promise<TCustomerLoginResponse> {
  return apiPost<TCustomerLoginResponse>('/api/customers/set-password', { tenantId, token, password });
}
