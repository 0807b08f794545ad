/** The accounts module's public entry: the platform user's view, e-mail verification, link origins. */
export { platformOrigin } from './links.ts';
export { issueEmailVerification, type MailRecipient, sendAccountMail, toPlatformUser } from './service.ts';
