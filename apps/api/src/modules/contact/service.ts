import { CONTACT_SUCCESS_MESSAGES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';
import { enqueueMail } from '#src/modules/mail/outbox.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { type ContactMailInput, renderContactConfirmationMail, renderContactReceivedMail } from './mails.ts';
import {
  contactAttachmentFilesForMail,
  findShopOwnerEmail,
  insertContactAttachmentFromFile,
  insertContactMessage,
} from './queries.ts';
import type { ContactForm } from './read-contact-form.ts';

/**
 * Stores the message with its attachments and queues both mails in one transaction: the shop's
 * copy (with the attachments, reply-to the sender) and the sender's confirmation. Either all of
 * it is stored or nothing. The attachments go from their temporary files to the database in
 * chunks, and the mail's copy of them is encoded by PostgreSQL: the process never holds a file.
 * Returns the success text in the sender's language.
 */
export async function submitContactMessage(
  db: Database,
  tenant: TenantContext,
  form: ContactForm,
  log: { warn: (message: string) => void },
): Promise<string> {
  const { fields, attachments } = form;
  const message: Omit<ContactMailInput, 'shopName' | 'attachments'> = {
    name: fields.name,
    email: fields.email,
    phoneNumber: fields.phoneNumber ?? null,
    message: fields.message,
    language: fields.language,
  };
  const mailInput: ContactMailInput = {
    ...message,
    shopName: tenant.displayName,
    attachments: attachments.map((file) => ({ fileName: file.fileName, byteSize: file.byteSize })),
  };
  await db.transaction(async (tx) => {
    const messageId = await insertContactMessage(tx, tenant.id, message);
    for (const attachment of attachments) {
      await insertContactAttachmentFromFile(tx, tenant.id, messageId, attachment);
    }

    const shopAddress = tenant.contactEmail || (await findShopOwnerEmail(tx, tenant.id));
    if (shopAddress) {
      const mail = renderContactReceivedMail(mailInput);
      await tx.insert(emailOutbox).values({
        tenantId: tenant.id,
        kind: 'contact-received',
        toAddress: shopAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // The OutboxExtras of enqueueMail, with the files read from the rows just stored.
        attachments: sql`jsonb_build_object('replyTo', ${fields.email}::text, 'files', ${contactAttachmentFilesForMail(tenant.id, messageId)})`,
      });
    } else {
      // The message is stored all the same; the owner reads it in the back-office.
      log.warn(`Shop ${tenant.name} has no contact address: contact message ${messageId} was stored, not mailed`);
    }
    await enqueueMail(tx, {
      tenantId: tenant.id,
      kind: 'contact-confirmation',
      to: fields.email,
      ...renderContactConfirmationMail(mailInput),
    });
  });
  return CONTACT_SUCCESS_MESSAGES[fields.language];
}
