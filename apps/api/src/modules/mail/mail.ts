/** The mail module's public entry: the outbox every feature writes to, the mail layout, the sender. */
export { forgetMailTo } from './forget.ts';
export { type MailLanguage, type RenderedMail, renderMailHtml } from './layout.ts';
export {
  enqueueMail,
  type OutboxExtras,
  type OutgoingMail,
  PLATFORM_MAIL_STREAM,
  type StoredAttachmentRef,
} from './outbox.ts';
export { deliverDueMail, startMailSender } from './sender.ts';
export { openStoredAttachment } from './stored-attachments.ts';
export { createMailTransport } from './transport.ts';
export { listenForNewMail } from './wake.ts';
