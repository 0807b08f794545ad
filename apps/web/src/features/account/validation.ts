import { PASSWORD_MIN_LENGTH, type TModalRegisterRequest } from '@shop/contracts';
import { looksLikeEmail } from '#src/lib/email.ts';

/** The registration fields of spec §3, as the API contract names them. */
export type RegistrationValues = Omit<Required<TModalRegisterRequest>, 'language'>;

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues | keyof PasswordValues;

const REGISTRATION_FIELDS: (keyof RegistrationValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'city',
  'postalCode',
  'country',
];

export const emptyRegistration = (country = ''): RegistrationValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: '',
  city: '',
  postalCode: '',
  country,
});

/** The login form: an e-mail address that looks valid and a password. Answers message keys. */
export function validateLogin({ email, password }: { email: string; password: string }) {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = 'emailRequired';
  else if (!looksLikeEmail(email)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

/** Spec §5: a password of at least 6 characters, equal to its confirmation. Answers message keys. */
export function validatePassword({
  password,
  confirmPassword,
}: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (!password) errors.password = 'passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (!confirmPassword) errors.confirmPassword = 'confirmPasswordRequired';
  else if (password && confirmPassword !== password) errors.confirmPassword = 'passwordMismatch';
  return errors;
}

/**
 * Spec §5: every field required, e-mail checked, and with a password: at least 6 characters and
 * equal to its confirmation. Answers a message key per field (`{field}Required`, `emailInvalid`,
 * `passwordTooShort`, `passwordMismatch`); the caller's locale section holds the texts.
 */
export function validateRegistration(
  values: RegistrationValues & Partial<PasswordValues>,
  withPassword: boolean,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of REGISTRATION_FIELDS) {
    if (!values[field].trim()) errors[field] = `${field}Required`;
  }
  if (!errors.email && !looksLikeEmail(values.email)) errors.email = 'emailInvalid';
  if (!withPassword) return errors;
  return {
    ...errors,
    ...validatePassword({ password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }),
  };
}
