import type { TChangePasswordRequest, TTwoFactorDisableRequest } from '@shop/contracts';
import { callApi } from '#src/lib/api-client.ts';

export const resendVerificationEmail = () => callApi('POST /api/platform/verify-email/resend');

export const changePassword = (body: TChangePasswordRequest) => callApi('POST /api/platform/password', { body });

export const disableTwoFactor = (body: TTwoFactorDisableRequest) =>
  callApi('POST /api/platform/two-factor/disable', { body });
