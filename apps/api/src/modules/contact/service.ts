import { CONTACT_SUCCESS_MESSAGES } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { enqueueMail } from '#src/modules/mail/outbox.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { type ContactMailInput, renderContactConfirmationMail, renderContactReceivedMail } from './mails.ts';
import { findShopOwnerEmail, insertContactAttachments, insertContactMessage } from './queries.ts';
import type { ContactForm } from './read-contact-form.ts';

/**
 * Stores the message with its attachments and queues both mails in one transaction: the shop's
 * copy (with the attachments, reply-to the sender) and the sender's confirmation.
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
    attachments: attachments.map((file) => ({ fileName: file.fileName, byteSize: file.data.length })),
  };
  await db.transaction(async (tx) => {
    const messageId = await insertContactMessage(tx, tenant.id, message);
    await insertContactAttachments(tx, tenant.id, messageId, attachments);

    const shopAddress = tenant.contactEmail || (await findShopOwnerEmail(tx, tenant.id));
    if (shopAddress) {
      await enqueueMail(tx, {
        tenantId: tenant.id,
        kind: 'contact-received',
        to: shopAddress,
        replyTo: fields.email,
        ...renderContactReceivedMail(mailInput),
        attachments: attachments.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          contentBase64: file.data.toString('base64'),
        })),
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
