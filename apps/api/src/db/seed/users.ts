import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import type { Log, Transaction } from '#src/db/seed/shop-definition.ts';
import { hashPassword } from '#src/lib/password.ts';

/**
 * Password of every seeded platform user. For the demo data only: it is public (README, e2e),
 * so a real deployment must never run the seed against a database that faces the internet
 * without changing these accounts.
 */
export const DEMO_PASSWORD = 'demo1234';

export const ADMIN_EMAIL = 'admin@winkelwerf.nl';

/**
 * Whether the seed creates the platform login accounts (admin, shop owners) with DEMO_PASSWORD.
 * Production seeds `none`: a public password must never open a real server's back-office.
 */
export type SeedLogins = 'demo-password' | 'none';

export const seedLoginsFor = (nodeEnv: string): SeedLogins => (nodeEnv === 'production' ? 'none' : 'demo-password');

async function findUserId(tx: Transaction, email: string): Promise<string | undefined> {
  const [found] = await tx
    .select({ id: platformUsers.id })
    .from(platformUsers)
    .where(sql`lower(${platformUsers.email}) = lower(${email})`);
  return found?.id;
}

/** Returns the id of the user with this e-mail address, creating the user when missing. */
export async function ensurePlatformUser(
  tx: Transaction,
  user: { email: string; fullName: string; role: 'Admin' | 'Owner' },
): Promise<{ id: string; created: boolean }> {
  const existing = await findUserId(tx, user.email);
  if (existing) return { id: existing, created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [inserted] = await tx
    .insert(platformUsers)
    .values({ email: user.email, fullName: user.fullName, role: user.role, passwordHash, emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: platformUsers.id });
  if (inserted) return { id: inserted.id, created: true };
  // Another seed run created the user between our lookup and our insert.
  const raced = await findUserId(tx, user.email);
  if (!raced) throw new Error(`Could not create platform user ${user.email}`);
  return { id: raced, created: false };
}

export async function linkUserToTenant(
  tx: Transaction,
  userId: string,
  tenantId: string,
  role: 'Owner' | 'Admin',
): Promise<void> {
  await tx.insert(platformUserTenants).values({ tenantId, userId, role }).onConflictDoNothing();
}

export async function seedAdminUser(db: Database, log: Log, logins: SeedLogins): Promise<void> {
  if (logins === 'none') {
    log(`Platform admin ${ADMIN_EMAIL} not created: no accounts with the demo password in production`);
    return;
  }
  const result = await db.transaction((tx) =>
    ensurePlatformUser(tx, { email: ADMIN_EMAIL, fullName: 'Platformbeheerder', role: 'Admin' }),
  );
  log(result.created ? `Platform admin ${ADMIN_EMAIL} created` : `Platform admin ${ADMIN_EMAIL} already exists`);
}
