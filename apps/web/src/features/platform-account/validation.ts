import {
  PLATFORM_PASSWORD_MIN_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  SUBDOMAIN_PATTERN,
} from '@shop/contracts';

/** Message keys (platformAccount.errors.*) per field; the server checks again and has the last word. */
export type TFormErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A shop name as a subdomain while the owner types: lower case, accents stripped, anything else
 * than letters and digits becomes one hyphen, no hyphen at either end, at most the label length.
 */
export function deriveSubdomain(shopName: string): string {
  return shopName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, '-en-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** What the owner types in the address field itself: lower case, spaces as hyphens, nothing else. */
export function cleanSubdomainInput(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH);
}

/** Whether a subdomain has the form the server accepts (availability is the server's question). */
export function subdomainFormError(subdomain: string): string | null {
  if (!subdomain) return 'subdomainRequired';
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) return 'subdomainTooShort';
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return 'subdomainFormat';
  return null;
}

function emailError(email: string): string | null {
  if (!email.trim()) return 'emailRequired';
  return EMAIL.test(email.trim()) ? null : 'emailInvalid';
}

export function newPasswordError(password: string): string | null {
  if (!password) return 'passwordRequired';
  return password.length < PLATFORM_PASSWORD_MIN_LENGTH ? 'passwordTooShort' : null;
}

export interface TSignupValues {
  shopName: string;
  subdomain: string;
  fullName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export function validateSignup(values: TSignupValues): TFormErrors<TSignupValues> {
  const errors: TFormErrors<TSignupValues> = {};
  if (values.shopName.trim().length < 2) errors.shopName = 'shopNameRequired';
  const subdomain = subdomainFormError(values.subdomain);
  if (subdomain) errors.subdomain = subdomain;
  if (!values.fullName.trim()) errors.fullName = 'fullNameRequired';
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (!values.acceptTerms) errors.acceptTerms = 'acceptTerms';
  return errors;
}

export function validateLogin(values: { email: string; password: string }): TFormErrors<typeof values> {
  const errors: TFormErrors<typeof values> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'passwordRequired';
  return errors;
}

/** A TOTP code is 6 digits; a recovery code is longer (xxxxx-xxxxx). */
export function secondFactorError(code: string, recovery: boolean): string | null {
  const trimmed = code.trim();
  if (!trimmed) return 'codeRequired';
  if (recovery) return trimmed.length >= 6 ? null : 'recoveryCodeFormat';
  return /^\d{6}$/.test(trimmed) ? null : 'codeFormat';
}

export function validateEmailOnly(values: { email: string }): TFormErrors<typeof values> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

export function validateNewPassword(values: { password: string; confirm: string }): TFormErrors<typeof values> {
  const errors: TFormErrors<typeof values> = {};
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = 'confirmRequired';
  else if (values.confirm !== values.password) errors.confirm = 'confirmMismatch';
  return errors;
}

/** The page to open after signing in: a local `next` path the user came from, else the user's home. */
export function afterLoginPath(next: string | null, homePath: string): string {
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && next !== '/login') {
    return next;
  }
  return homePath;
}
