import type { ZSignupRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '#src/db/client.ts';
import { platformUsers } from '#src/db/schema/tables.ts';
import { HttpError } from '#src/lib/errors.ts';
import { hashPassword } from '#src/lib/password.ts';
import { assertStrongPlatformPassword } from '#src/lib/password-strength.ts';
import { issueEmailVerification } from '#src/modules/accounts/accounts.ts';
import { insertShopWithOwner } from './new-shop.ts';
import { checkSubdomain, type SubdomainProblem } from './subdomains.ts';

export type SignupInput = z.output<typeof ZSignupRequest>;

const SUBDOMAIN_FIELD_TEXT: Record<SubdomainProblem, string> = {
  taken: 'Dit webadres is al in gebruik',
  reserved: 'Dit webadres is gereserveerd',
  invalid: 'Alleen kleine letters, cijfers en streepjes',
};

/** The Dutch field text of an e-mail address that has an account already (English in FIELD_MESSAGES). */
export const ACCOUNT_EXISTS_FIELD_TEXT = 'Er is al een account met dit e-mailadres. Log in om verder te gaan.';

export const subdomainUnavailable = (reason: SubdomainProblem) =>
  new HttpError(409, 'subdomain_unavailable', { reason }, [
    { field: 'subdomain', message: SUBDOMAIN_FIELD_TEXT[reason] },
  ]);

export const accountExists = () =>
  new HttpError(409, 'account_exists', {}, [{ field: 'email', message: ACCOUNT_EXISTS_FIELD_TEXT }]);

async function emailHasAccount(db: Executor, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: platformUsers.id })
    .from(platformUsers)
    .where(sql`lower(${platformUsers.email}) = lower(${email})`);
  return found !== undefined;
}

function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? '';
  }
  return null;
}

export interface SignupContext {
  reserved: Set<string>;
  now: Date;
  platformOrigin: string;
  platformName: string;
}

/**
 * Checks the request (password strength, the web address, an existing account) and creates the
 * owner with the shop in one transaction, the verification mail included. A name or address
 * taken by a sign-up that committed in between is the same 409 as one taken before: the
 * transaction rolls back and leaves nothing.
 */
export async function signUp(db: Database, input: SignupInput, context: SignupContext) {
  assertStrongPlatformPassword(input.password, [input.email, input.fullName, input.shopName, input.subdomain]);
  const availability = await checkSubdomain(db, input.subdomain, context.reserved);
  if (availability.reason) throw subdomainUnavailable(availability.reason);
  if (await emailHasAccount(db, input.email)) throw accountExists();

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const created = await insertShopWithOwner(
        tx,
        {
          subdomain: availability.name,
          shopName: input.shopName,
          fullName: input.fullName,
          email: input.email,
          passwordHash,
          language: input.language,
        },
        context.now,
      );
      await issueEmailVerification(tx, {
        user: created.user,
        platformOrigin: context.platformOrigin,
        platformName: context.platformName,
      });
      return created;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'tenants_name_key') throw subdomainUnavailable('taken');
    if (constraint === 'platform_users_email_key') throw accountExists();
    throw error;
  }
}
