export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

export interface TSupportValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const emptySupportForm = (): TSupportValues => ({ name: '', email: '', subject: '', message: '' });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message keys (platformPages.support.errors.*) per field; the server checks the same rules. */
export function validateSupport(values: TSupportValues): Partial<Record<keyof TSupportValues, string>> {
  const errors: Partial<Record<keyof TSupportValues, string>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  const message = values.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length < SUPPORT_MESSAGE_MIN) errors.message = 'messageTooShort';
  else if (message.length > SUPPORT_MESSAGE_MAX) errors.message = 'messageTooLong';
  return errors;
}
