import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { platformSessions, platformUsers, platformUserTenants } from '../src/db/schema/tables.ts';
import { createToken } from '../src/lib/tokens.ts';

/**
 * A platform user straight in the database, linked to `shopIds` as their owner or staff; an Admin
 * gets two-factor sign-in switched on unless asked otherwise (the plugin refuses an Admin without it).
 */
export async function createPlatformUser(
  db: Database,
  options: {
    role?: 'Admin' | 'Owner';
    email?: string;
    twoFactor?: boolean;
    shopIds?: string[];
    /** The user's role in `shopIds`: the shop's owner (one per shop) or a staff member. */
    shopRole?: 'Owner' | 'Staff';
  } = {},
) {
  const role = options.role ?? 'Owner';
  const [user] = await db
    .insert(platformUsers)
    .values({
      email: options.email ?? `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'not-a-hash',
      fullName: `${role} Tester`,
      role,
      totpEnabledAt: (options.twoFactor ?? role === 'Admin') ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('platform user not created');
  for (const tenantId of options.shopIds ?? []) {
    await db.insert(platformUserTenants).values({ tenantId, userId: user.id, role: options.shopRole ?? 'Owner' });
  }
  return user;
}

/** A signed-in session of the user (second factor given): the Cookie header that carries it. */
export async function platformSessionCookie(db: Database, userId: string): Promise<string> {
  const { token, hash } = createToken();
  await db.insert(platformSessions).values({
    userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return `platform_session=${token}`;
}
