import { CONTACT_SUCCESS_MESSAGES } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { enqueueMail, type StoredAttachmentRef } from '#src/modules/mail/mail.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { type ContactMailInput, renderContactConfirmationMail, renderContactReceivedMail } from './mails.ts';
import { findShopOwnerEmail, insertContactAttachmentFromFile, insertContactMessage } from './queries.ts';
import type { ContactForm } from './read-contact-form.ts';

/**
 * Stores the message with its attachments and queues both mails in one transaction: the shop's
 * copy (with the attachments, reply-to the sender) and the sender's confirmation. Either all of
 * it is stored or nothing. The attachments go from their temporary files to the database in
 * chunks; the shop's mail refers to the stored rows, and the sender streams them from there: the
 * process never holds a file, and the outbox holds no copy of one.
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
    const stored: StoredAttachmentRef[] = [];
    for (const attachment of attachments) {
      stored.push({
        kind: 'contact-attachment',
        tenantId: tenant.id,
        attachmentId: await insertContactAttachmentFromFile(tx, tenant.id, messageId, attachment),
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        byteSize: attachment.byteSize,
      });
    }

    const shopAddress = tenant.contactEmail || (await findShopOwnerEmail(tx, tenant.id));
    if (shopAddress) {
      const mail = renderContactReceivedMail(mailInput);
      await enqueueMail(tx, {
        tenantId: tenant.id,
        kind: 'contact-received',
        to: shopAddress,
        ...mail,
        replyTo: fields.email,
        storedAttachments: stored,
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
