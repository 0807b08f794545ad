import type { TSupportMessage, ZSupportRequest } from '@shop/contracts';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '#src/db/client.ts';
import { platformSupportMessages } from '#src/db/schema/tables.ts';
import { enqueueMail, PLATFORM_MAIL_STREAM } from '#src/modules/mail/mail.ts';
import { renderSupportConfirmationMail, renderSupportInboxMail } from './mails.ts';

export const SUPPORT_THANKS = {
  nl: 'Bedankt voor uw bericht. We antwoorden binnen 1-2 werkdagen.',
  en: 'Thank you for your message. We will reply within 1-2 working days.',
} as const;

/**
 * Stores the message and, in the same transaction, mails it to the support address (reply-to the
 * sender) and a confirmation to the sender; returns its id.
 */
export async function submitSupportMessage(
  db: Database,
  input: z.output<typeof ZSupportRequest>,
  platform: { name: string; supportEmail: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertSupportMessage(tx, input);
    const mail = { platformName: platform.name, ...input };
    await enqueueMail(tx, {
      tenantId: PLATFORM_MAIL_STREAM,
      kind: 'platform-support',
      to: platform.supportEmail,
      replyTo: input.email,
      ...renderSupportInboxMail(mail),
    });
    await enqueueMail(tx, {
      tenantId: PLATFORM_MAIL_STREAM,
      kind: 'platform-support-confirmation',
      to: input.email,
      ...renderSupportConfirmationMail(mail),
    });
    return id;
  });
}

async function insertSupportMessage(db: Executor, input: z.output<typeof ZSupportRequest>): Promise<number> {
  const [row] = await db
    .insert(platformSupportMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      language: input.language,
    })
    .returning({ id: platformSupportMessages.id });
  if (!row) throw new Error('support message insert returned nothing');
  return row.id;
}

/** Messages the Admin reads; the newest 200 (older ones stay in the table). */
export const SUPPORT_MESSAGES_LIMIT = 200;

export async function listSupportMessages(db: Executor): Promise<TSupportMessage[]> {
  const rows = await db
    .select()
    .from(platformSupportMessages)
    .orderBy(desc(platformSupportMessages.createdAt), desc(platformSupportMessages.id))
    .limit(SUPPORT_MESSAGES_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
