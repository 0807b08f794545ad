import type { TPlatformUser } from '@shop/contracts';
import type { Executor } from '#src/db/client.ts';
import { enqueueMail, type MailLanguage, PLATFORM_MAIL_STREAM } from '#src/modules/mail/mail.ts';
import { findUserShops, type PlatformUserRecord } from '#src/plugins/platform-auth.ts';
import { type AccountMailKind, renderAccountMail } from './mails.ts';
import { createUserToken, invalidateUserTokens } from './queries.ts';

const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_EMAIL_VALID_MS = 48 * HOUR_MS;
export const RESET_PASSWORD_VALID_MS = HOUR_MS;
export const DEFAULT_PLATFORM_NAME = 'Winkelwerf';

const asLanguage = (language: string): MailLanguage => (language === 'en' ? 'en' : 'nl');

/** The user as the platform's API shows it, with the shops they may open and where §2.2 sends them. */
export async function toPlatformUser(db: Executor, user: PlatformUserRecord): Promise<TPlatformUser> {
  const shops = await findUserShops(db, user.id);
  const isAdmin = user.role === 'Admin';
  const firstShop = shops[0];
  const homePath = isAdmin ? '/select-tenant' : firstShop ? `/${firstShop.name}/dashboard` : '/register';
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: isAdmin ? 'Admin' : 'Owner',
    language: asLanguage(user.language),
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorSetupRequired: isAdmin && user.totpEnabledAt === null,
    shops,
    homePath,
  };
}

export interface MailRecipient {
  id: string;
  email: string;
  fullName: string;
  language: string;
}

/**
 * Writes an account mail to the outbox in the caller's transaction, in the platform's own mail
 * stream: an account belongs to the platform, not to one shop (the Admin has none).
 */
export async function sendAccountMail(
  tx: Executor,
  kind: AccountMailKind,
  options: { user: MailRecipient; link?: string; platformName?: string },
): Promise<void> {
  const mail = renderAccountMail(kind, {
    platformName: options.platformName ?? DEFAULT_PLATFORM_NAME,
    fullName: options.user.fullName,
    language: asLanguage(options.user.language),
    ...(options.link ? { link: options.link } : {}),
  });
  await enqueueMail(tx, { tenantId: PLATFORM_MAIL_STREAM, kind: `platform-${kind}`, to: options.user.email, ...mail });
}

/**
 * A new single-use e-mail verification link (48 hours; earlier unused links stop working) and
 * its mail, written in the caller's transaction.
 */
export async function issueEmailVerification(
  tx: Executor,
  options: { user: MailRecipient; platformOrigin: string; platformName?: string },
): Promise<void> {
  await invalidateUserTokens(tx, options.user.id, 'verify-email');
  const token = await createUserToken(tx, options.user.id, 'verify-email', VERIFY_EMAIL_VALID_MS);
  const link = `${options.platformOrigin}/verify-email?token=${encodeURIComponent(token)}`;
  await sendAccountMail(tx, 'verify-email', {
    user: options.user,
    link,
    ...(options.platformName ? { platformName: options.platformName } : {}),
  });
}
