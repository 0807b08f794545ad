import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';

/** A transaction or the database: mail is written in the same transaction as the business change. */
export type Executor = Pick<Database, 'insert'>;

export interface OutgoingMail {
  tenantId: string;
  /** What the mail is about, e.g. 'order-placed'; for logs and tests. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
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
    attachments: { replyTo: mail.replyTo ?? null, files: mail.attachments ?? [] },
  });
}
