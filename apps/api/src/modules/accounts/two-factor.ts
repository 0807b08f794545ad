import type { TTwoFactorSetupResponse } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import { verifyPassword } from '#src/lib/password.ts';
import type { PlatformUserRecord } from '#src/plugins/platform-auth.ts';
import {
  claimTotpCounter,
  consumeRecoveryCode,
  disableTotp,
  enableTotp,
  findUserById,
  replaceRecoveryCodes,
  storeTotpSecret,
} from './queries.ts';
import { sendAccountMail } from './service.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  looksLikeTotpCode,
  matchTotpCode,
  newRecoveryCodes,
  newTotpSecret,
} from './totp.ts';

export interface TwoFactorContext {
  appSecret: string;
  platformName: string;
}

const invalidCode = () => new HttpError(400, 'invalid_two_factor_code', {});
const alreadyOn = () => new HttpError(409, 'two_factor_state', { enabled: true });
const isOff = () => new HttpError(409, 'two_factor_state', { enabled: false });

/** The user as stored now (the session's copy may predate a step of this same flow). */
async function freshUser(db: Database, userId: string): Promise<PlatformUserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthorized', {});
  return user;
}

/** A new secret for the authenticator app; stored encrypted, and not in force until confirmed. */
export async function startTwoFactorSetup(
  db: Database,
  userId: string,
  context: TwoFactorContext,
): Promise<TTwoFactorSetupResponse> {
  const user = await freshUser(db, userId);
  if (user.totpEnabledAt) throw alreadyOn();
  const secret = newTotpSecret(context.platformName, user.email);
  await storeTotpSecret(db, user.id, encryptTotpSecret(context.appSecret, secret.base32));
  return { secret: secret.base32, otpauthUrl: secret.otpauthUrl, qrSvg: secret.qrSvg };
}

/** Turns two-step sign-in on with a first code from the app; answers the new recovery codes. */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  code: string,
  context: TwoFactorContext,
): Promise<string[]> {
  const user = await freshUser(db, userId);
  if (user.totpEnabledAt) throw alreadyOn();
  if (!user.totpSecret) throw new HttpError(409, 'two_factor_not_started', {});
  const counter = matchTotpCode(decryptTotpSecret(context.appSecret, user.totpSecret), code);
  if (counter === null) throw invalidCode();
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await enableTotp(tx, user.id, counter);
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await sendAccountMail(tx, 'two-factor-on', { user, platformName: context.platformName });
  });
  return codes;
}

/**
 * Whether the code is the user's second factor: a current authenticator code whose time step
 * was not used before, or an unused recovery code (then used up).
 */
export async function checkSecondFactor(
  db: Database,
  user: PlatformUserRecord,
  code: string,
  context: TwoFactorContext,
): Promise<boolean> {
  if (!user.totpEnabledAt || !user.totpSecret) return false;
  if (looksLikeTotpCode(code)) {
    const counter = matchTotpCode(decryptTotpSecret(context.appSecret, user.totpSecret), code);
    return counter !== null && (await claimTotpCounter(db, user.id, counter));
  }
  return consumeRecoveryCode(db, user.id, hashRecoveryCode(code));
}

/** Owners may turn two-step sign-in off with their password and a code; the Admin may not. */
export async function disableTwoFactor(
  db: Database,
  userId: string,
  input: { password: string; code: string },
  context: TwoFactorContext,
): Promise<void> {
  const user = await freshUser(db, userId);
  if (user.role === 'Admin') throw new HttpError(403, 'two_factor_required_for_admin', {});
  if (!user.totpEnabledAt) throw isOff();
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new HttpError(400, 'validation_error', { form: 'request' }, [
      { field: 'password', message: 'Het huidige wachtwoord klopt niet' },
    ]);
  }
  if (!(await checkSecondFactor(db, user, input.code, context))) throw invalidCode();
  await db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await sendAccountMail(tx, 'two-factor-off', { user, platformName: context.platformName });
  });
}

/** New recovery codes for a code from the app (or a recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  userId: string,
  code: string,
  context: TwoFactorContext,
): Promise<string[]> {
  const user = await freshUser(db, userId);
  if (!user.totpEnabledAt) throw isOff();
  if (!(await checkSecondFactor(db, user, code, context))) throw invalidCode();
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, codes.map(hashRecoveryCode));
  return codes;
}
