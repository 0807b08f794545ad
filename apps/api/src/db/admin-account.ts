import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { platformUsers } from '#src/db/schema/tables.ts';
import { hashPassword } from '#src/lib/password.ts';

export type CreateAdminResult =
  | { outcome: 'created'; password: string }
  | { outcome: 'exists-as-admin' }
  | { outcome: 'exists-as-owner' };

/**
 * The platform Admin of a deployment that starts empty (production seeds no accounts): a new user
 * with role Admin and a random password, shown once to whoever runs the command. The first login
 * asks for two-step sign-in. A shop owner's account is never turned into the Admin.
 */
export async function createAdminAccount(
  db: Database,
  email: string,
  fullName = 'Platformbeheerder',
): Promise<CreateAdminResult> {
  const [existing] = await db
    .select({ role: platformUsers.role })
    .from(platformUsers)
    .where(sql`lower(${platformUsers.email}) = lower(${email})`);
  if (existing) return { outcome: existing.role === 'Admin' ? 'exists-as-admin' : 'exists-as-owner' };
  const password = randomBytes(18).toString('base64url');
  await db.insert(platformUsers).values({
    email,
    fullName,
    role: 'Admin',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  return { outcome: 'created', password };
}
