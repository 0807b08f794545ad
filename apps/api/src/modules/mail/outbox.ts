import type { Executor } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';

/** A small file carried in the outbox row itself (e.g. a generated PDF invoice). */
export interface MailFile {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * A file already stored in the database, attached by reference: the outbox row holds no bytes, and
 * the sender streams the file from its table in chunks while the message goes out.
 */
export interface StoredAttachmentRef {
  kind: 'contact-attachment';
  tenantId: string;
  attachmentId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
}

/** What the outbox row's `attachments` column holds besides subject and body. */
export interface OutboxExtras {
  replyTo: string | null;
  files: MailFile[];
  /** Absent in rows written before stored attachments existed. */
  stored?: StoredAttachmentRef[];
}

/**
 * The outbox stream of the platform's own mail (account links, the support form): the nil UUID,
 * which no shop has. Its rows are sent like any shop's.
 */
export const PLATFORM_MAIL_STREAM = '00000000-0000-0000-0000-000000000000';

export interface OutgoingMail {
  /** The shop the mail belongs to, or PLATFORM_MAIL_STREAM. */
  tenantId: string;
  /** What the mail is about, e.g. 'order-placed'; for logs and tests. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailFile[];
  storedAttachments?: StoredAttachmentRef[];
}

/**
 * Addresses in the reserved domain `invalid` (RFC 2606) can never be delivered: a
 * customer deleted on request keeps one, and later mails about their orders are not written at all.
 */
export const isUndeliverableAddress = (address: string) => /[@.]invalid$/i.test(address.trim());

/** Writes the mail to the outbox; the sender delivers it after commit, with retries. */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
  if (isUndeliverableAddress(mail.to)) return;
  await executor.insert(emailOutbox).values({
    tenantId: mail.tenantId,
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: {
      replyTo: mail.replyTo ?? null,
      files: mail.attachments ?? [],
      stored: mail.storedAttachments ?? [],
    } satisfies OutboxExtras,
  });
}
