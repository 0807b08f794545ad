import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { platformRecoveryCodes, platformUsers, platformUserTokens } from '#src/db/schema/tables.ts';
import { createToken, hashToken } from '#src/lib/tokens.ts';

export type PlatformUserRow = typeof platformUsers.$inferSelect;
export type TokenPurpose = 'verify-email' | 'reset-password';

export async function findUserByEmail(db: Executor, email: string): Promise<PlatformUserRow | undefined> {
  const [row] = await db
    .select()
    .from(platformUsers)
    .where(sql`lower(${platformUsers.email}) = lower(${email.trim()})`);
  return row;
}

export async function findUserById(db: Executor, userId: string): Promise<PlatformUserRow | undefined> {
  const [row] = await db.select().from(platformUsers).where(eq(platformUsers.id, userId));
  return row;
}

/** Creates a single-use link token; only its hash is stored. Returns the token for the link. */
export async function createUserToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  validMs: number,
): Promise<string> {
  const { token, hash } = createToken();
  await db
    .insert(platformUserTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + validMs) });
  return token;
}

/** Marks every unused token of this purpose of the user as used (a newer link replaces them). */
export async function invalidateUserTokens(db: Executor, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(platformUserTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(platformUserTokens.userId, userId),
        eq(platformUserTokens.purpose, purpose),
        isNull(platformUserTokens.usedAt),
      ),
    );
}

/**
 * Uses the token once: marks it used and returns its user id, or null when it is unknown,
 * used, expired or of another purpose. The update itself decides, so two requests with the same
 * token cannot both succeed.
 */
export async function consumeUserToken(db: Executor, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(platformUserTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(platformUserTokens.tokenHash, hashToken(token)),
        eq(platformUserTokens.purpose, purpose),
        isNull(platformUserTokens.usedAt),
        gt(platformUserTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: platformUserTokens.userId });
  return row?.userId ?? null;
}

export async function updatePassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(platformUsers)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(platformUsers.id, userId));
}

export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .update(platformUsers)
    .set({ emailVerifiedAt: sql`coalesce(${platformUsers.emailVerifiedAt}, now())` })
    .where(eq(platformUsers.id, userId));
}

export async function storeTotpSecret(db: Executor, userId: string, encryptedSecret: string): Promise<void> {
  await db
    .update(platformUsers)
    .set({ totpSecret: encryptedSecret, totpEnabledAt: null, totpLastCounter: null })
    .where(eq(platformUsers.id, userId));
}

export async function enableTotp(db: Executor, userId: string, counter: number): Promise<void> {
  await db
    .update(platformUsers)
    .set({ totpEnabledAt: new Date(), totpLastCounter: counter })
    .where(eq(platformUsers.id, userId));
}

export async function disableTotp(db: Executor, userId: string): Promise<void> {
  await db
    .update(platformUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastCounter: null })
    .where(eq(platformUsers.id, userId));
  await db.delete(platformRecoveryCodes).where(eq(platformRecoveryCodes.userId, userId));
}

/**
 * Records the time step of an accepted code; false when this or a later step was already used
 * (a replayed code). The condition sits in the update, so two requests cannot both pass.
 */
export async function claimTotpCounter(db: Executor, userId: string, counter: number): Promise<boolean> {
  const rows = await db
    .update(platformUsers)
    .set({ totpLastCounter: counter })
    .where(
      and(
        eq(platformUsers.id, userId),
        sql`(${platformUsers.totpLastCounter} is null or ${platformUsers.totpLastCounter} < ${counter})`,
      ),
    )
    .returning({ id: platformUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(platformRecoveryCodes).where(eq(platformRecoveryCodes.userId, userId));
  await db.insert(platformRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code of the user once; false when there is none with this hash. */
export async function consumeRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(platformRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(platformRecoveryCodes.userId, userId),
        eq(platformRecoveryCodes.codeHash, codeHash),
        isNull(platformRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: platformRecoveryCodes.id });
  return rows.length === 1;
}
