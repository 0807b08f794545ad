import type { Database, Executor } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import { hashPassword, verifyPassword } from '#src/lib/password.ts';
import { assertStrongPlatformPassword } from '#src/lib/password-strength.ts';
import { findUserShops, type PlatformUserRecord, revokeUserSessions } from '#src/plugins/platform-auth.ts';
import {
  consumeUserToken,
  createUserToken,
  findUserByEmail,
  findUserById,
  invalidateUserTokens,
  markEmailVerified,
  updatePassword,
} from './queries.ts';
import { RESET_PASSWORD_VALID_MS, sendAccountMail } from './service.ts';

/** The field text of a wrong current password (its English is in the contracts' FIELD_MESSAGES). */
export const WRONG_CURRENT_PASSWORD_TEXT = 'Het huidige wachtwoord klopt niet';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', {});
const invalidToken = () => new HttpError(400, 'invalid_token', {});

// Verified against when the e-mail is unknown, so that answer takes as long as a wrong password.
const dummyPasswordHash = hashPassword('not-a-real-password-at-all');

/** The user of this e-mail and password; one 401 for an unknown address and a wrong password alike. */
export async function authenticate(db: Executor, email: string, password: string): Promise<PlatformUserRecord> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash));
  if (!user || !matches) throw invalidCredentials();
  return user;
}

/** What the user typed elsewhere and so may not make their password: e-mail, name, shop names. */
async function passwordUserInputs(db: Executor, user: PlatformUserRecord): Promise<string[]> {
  const shops = await findUserShops(db, user.id);
  return [user.email, user.fullName, ...shops.flatMap((shop) => [shop.name, shop.displayName])];
}

export interface LinkContext {
  platformOrigin: string;
  platformName: string;
}

/**
 * Mails a reset link when the address belongs to a user; the caller answers the same either
 * way. Earlier unused reset links of the user stop working.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  links: LinkContext,
): Promise<'sent' | 'unknown'> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return 'unknown';
    await invalidateUserTokens(tx, user.id, 'reset-password');
    const token = await createUserToken(tx, user.id, 'reset-password', RESET_PASSWORD_VALID_MS);
    const link = `${links.platformOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    await sendAccountMail(tx, 'reset-password', { user, link, platformName: links.platformName });
    return 'sent';
  });
}

/**
 * Sets the new password of a reset link: the link is used up, every session of the user ends,
 * and the e-mail address counts as verified (the link proved the mailbox). A refused password
 * leaves the link usable.
 */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
  platformName: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset-password');
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) throw invalidToken();
    assertStrongPlatformPassword(password, await passwordUserInputs(tx, user));
    await updatePassword(tx, user.id, await hashPassword(password));
    await revokeUserSessions(tx, user.id);
    await markEmailVerified(tx, user.id);
    await sendAccountMail(tx, 'password-changed', { user, platformName });
  });
}

export async function verifyEmailToken(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'verify-email');
    if (!userId) throw invalidToken();
    await markEmailVerified(tx, userId);
  });
}

/**
 * Changes the password after checking the current one and ends every session of the user; the
 * caller starts a fresh one for this browser.
 */
export async function changePassword(
  db: Database,
  user: PlatformUserRecord,
  input: { currentPassword: string; newPassword: string },
  platformName: string,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'validation_error', { form: 'request' }, [
      { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_TEXT },
    ]);
  }
  assertStrongPlatformPassword(input.newPassword, await passwordUserInputs(db, user), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await sendAccountMail(tx, 'password-changed', { user, platformName });
  });
}
