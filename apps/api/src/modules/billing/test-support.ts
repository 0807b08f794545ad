import { randomBytes } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { platformSessions, platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import { createToken } from '#src/lib/tokens.ts';

/** A clock tests move by hand (AppDependencies.clock). */
export function movableClock(start = new Date()) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (moment: Date) => {
      now = new Date(moment);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/**
 * A signed-in platform user (owner or staff of the given shops, or the Admin with two-factor sign-in
 * set up) and the cookie header of their session.
 */
export async function signedInUser(
  db: Database,
  options: {
    role?: 'Owner' | 'Admin';
    shops?: string[];
    /** The user's role in `shops`: the owner (one per shop) or a staff member. */
    shopRole?: 'Owner' | 'Staff';
    language?: 'nl' | 'en';
    fullName?: string;
  } = {},
) {
  const role = options.role ?? 'Owner';
  const [user] = await db
    .insert(platformUsers)
    .values({
      email: `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'not-used',
      fullName: options.fullName ?? 'Anna de Vries',
      role,
      language: options.language ?? 'nl',
      emailVerifiedAt: new Date(),
      totpEnabledAt: role === 'Admin' ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  for (const tenantId of options.shops ?? []) {
    await db.insert(platformUserTenants).values({ tenantId, userId: user.id, role: options.shopRole ?? 'Owner' });
  }
  const { token, hash } = createToken();
  await db
    .insert(platformSessions)
    .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + 14 * DAY) });
  return { user, cookie: `platform_session=${token}` };
}
