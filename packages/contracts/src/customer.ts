import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { ZTenantId, ZTenantName } from './tenant.ts';

export const PASSWORD_MAX_LENGTH = 200;

/** Spec §3 Customer (plus whether the e-mail address has been verified). */
export const ZCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  emailVerified: z.boolean(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** A required text with the spec §5 message for both "missing" and "empty". */
const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `At most ${max} characters` });

export const ZCustomerEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const ZCustomerPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** Mail language; the storefront is Dutch unless the shopper switched to English. */
export const ZMailLanguage = z.enum(['nl', 'en']).default('nl');

/** Spec §3 "Customer registration (modal)", with the §5 texts. */
export const ZModalRegisterRequest = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: ZCustomerEmail,
  phoneNumber: requiredText('Phone number is required', 50),
  address: requiredText('Address is required'),
  city: requiredText('City is required', 100),
  postalCode: requiredText('Postal code is required', 20),
  country: requiredText('Country is required', 100),
  language: ZMailLanguage,
});
export type TModalRegisterRequest = z.input<typeof ZModalRegisterRequest>;

/** Spec §3 "Registration (login dialog)": the modal's fields plus password and tenantId. */
export const ZCustomerRegisterRequest = ZModalRegisterRequest.extend({
  password: ZCustomerPassword,
  tenantId: ZTenantId,
});
export type TCustomerRegisterRequest = z.input<typeof ZCustomerRegisterRequest>;

export const ZModalRegisterParams = z.object({ tenantName: ZTenantName });

export const ZCustomerLoginRequest = z.object({
  email: ZCustomerEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
  tenantId: ZTenantId,
});
export type TCustomerLoginRequest = z.infer<typeof ZCustomerLoginRequest>;

export const ZCustomerLoginResponse = z.object({
  token: z.string(),
  /** ISO time after which the token is refused. */
  expiresAt: z.string(),
  customer: ZCustomer,
});
export type TCustomerLoginResponse = z.infer<typeof ZCustomerLoginResponse>;

const ZActionToken = z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(200);

export const ZVerifyEmailRequest = z.object({ token: ZActionToken, tenantId: ZTenantId });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZSetPasswordRequest = z.object({ token: ZActionToken, tenantId: ZTenantId, password: ZCustomerPassword });
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

export const ZCustomerMessageResponse = z.object({ message: z.string() });
export type TCustomerMessageResponse = z.infer<typeof ZCustomerMessageResponse>;

/** Query parameters of the links in the customer e-mails, read by the storefront on load. */
export const VERIFY_EMAIL_QUERY_PARAM = 'verify-email';
export const SET_PASSWORD_QUERY_PARAM = 'set-password';
