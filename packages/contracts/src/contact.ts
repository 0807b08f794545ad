import { z } from 'zod';
import { CONTACT_ATTACHMENT_EXTENSIONS, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from './constants.ts';
import { ZTenantId } from './tenant.ts';

export const CONTACT_MAX_ATTACHMENTS = 5;
/** Spec §5: an optional plus, then at least 10 digits, spaces, hyphens or brackets. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9\s\-()]{10,}$/;
export const CONTACT_PHONE_MESSAGE = 'Voer een geldig telefoonnummer in';
export const CONTACT_SUCCESS_MESSAGES = {
  nl: 'Uw bericht is succesvol verzonden! U ontvangt een bevestiging per e-mail.',
  en: 'Your message has been sent successfully! You will receive a confirmation by e-mail.',
} as const;

export type TContactAttachmentExtension = (typeof CONTACT_ATTACHMENT_EXTENSIONS)[number];

/** The extension of a file name, lower case, when it is one the contact form accepts. */
export function contactAttachmentExtension(fileName: string): TContactAttachmentExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (CONTACT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as TContactAttachmentExtension)
    : null;
}

/** All attachments of one message together. */
export const CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** Spec §3 "Contact form" without the attachments (those are the repeated multipart file parts). */
export const ZContactRequest = z.object({
  tenantId: ZTenantId,
  name: z
    .string({ error: 'Naam is verplicht' })
    .trim()
    .min(1, { error: 'Naam is verplicht' })
    .max(200, { error: 'Naam mag maximaal 200 tekens bevatten' }),
  email: z
    .string({ error: 'E-mailadres is verplicht' })
    .trim()
    .min(1, { error: 'E-mailadres is verplicht' })
    .max(254, { error: 'Voer een geldig e-mailadres in' })
    .pipe(z.email({ error: 'Voer een geldig e-mailadres in' })),
  phoneNumber: z
    .string()
    .trim()
    .max(50, { error: CONTACT_PHONE_MESSAGE })
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || CONTACT_PHONE_PATTERN.test(value), { error: CONTACT_PHONE_MESSAGE }),
  message: z
    .string({ error: 'Bericht is verplicht' })
    .trim()
    .min(1, { error: 'Bericht is verplicht', abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: `Het bericht moet minimaal ${CONTACT_MESSAGE_MIN} tekens bevatten` })
    .max(CONTACT_MESSAGE_MAX, { error: `Het bericht mag maximaal ${CONTACT_MESSAGE_MAX} tekens bevatten` }),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => (value?.startsWith('en') ? 'en' : 'nl')),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ message: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;
