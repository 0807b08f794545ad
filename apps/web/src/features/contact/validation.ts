import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_PHONE_PATTERN,
  contactAttachmentExtension,
} from '@shop/contracts';
import { looksLikeEmail } from '#src/lib/email.ts';

export interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
}

export type ContactErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';

/** Spec §5 contact form rules; the phone number is optional but, when given, must look like one. */
export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, ContactErrorKey>> {
  const errors: Partial<Record<keyof ContactValues, ContactErrorKey>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!looksLikeEmail(values.email)) errors.email = 'emailInvalid';
  const phone = values.phoneNumber.trim();
  if (phone && !CONTACT_PHONE_PATTERN.test(phone)) errors.phoneNumber = 'phoneInvalid';
  const message = values.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'messageTooLong';
  return errors;
}

export type FileProblem = { kind: 'tooLarge' | 'unsupported'; fileName: string };

/** Spec §5 attachments: jpg, jpeg, png, pdf, doc, docx only, at most 10 MB each. */
export function checkAttachment(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!contactAttachmentExtension(file.name)) return { kind: 'unsupported', fileName: file.name };
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) return { kind: 'tooLarge', fileName: file.name };
  return null;
}
