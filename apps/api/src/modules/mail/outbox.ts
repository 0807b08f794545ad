import type { Executor } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';

export interface MailFile {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What the outbox row's `attachments` column holds besides subject and body. */
export interface OutboxExtras {
  replyTo: string | null;
  files: MailFile[];
}

export interface OutgoingMail {
  tenantId: string;
  /** What the mail is about, e.g. 'order-placed'; for logs and tests. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailFile[];
}

/** Writes the mail to the outbox; the sender delivers it after commit, with retries. */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
  await executor.insert(emailOutbox).values({
    tenantId: mail.tenantId,
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: { replyTo: mail.replyTo ?? null, files: mail.attachments ?? [] } satisfies OutboxExtras,
  });
}
