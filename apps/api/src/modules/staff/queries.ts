import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { platformUsers, platformUserTenants, staffInvitations } from '#src/db/schema/tables.ts';

export type InvitationRow = typeof staffInvitations.$inferSelect;

export interface MemberRecord {
  userId: string;
  fullName: string;
  email: string;
  role: 'Owner' | 'Staff';
  since: Date;
}

/**
 * The shop's team, the owner first: when each joined is the accepted invitation for a staff
 * member, the shop's creation for its owner (the link itself keeps no date).
 */
export async function listMembers(db: Executor, tenantId: string): Promise<MemberRecord[]> {
  const rows = await db.execute<{
    user_id: string;
    full_name: string;
    email: string;
    role: string;
    since: Date | string;
  }>(sql`
    select u.id as user_id, u.full_name, u.email, l.role,
      coalesce(
        case when l.role = 'Owner' then t.created_at end,
        (select max(i.accepted_at) from staff_invitations i
          where i.tenant_id = l.tenant_id and lower(i.email) = lower(u.email) and i.accepted_at is not null),
        u.created_at
      ) as since
    from platform_user_tenants l
    join platform_users u on u.id = l.user_id
    join tenants t on t.id = l.tenant_id
    where l.tenant_id = ${tenantId}
    order by (l.role = 'Owner') desc, u.full_name, u.email`);
  return rows.rows.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    role: row.role === 'Staff' ? 'Staff' : 'Owner',
    since: new Date(row.since),
  }));
}

/** Invitations still open at `now`: not used, not revoked, not expired; newest first. */
export async function listOpenInvitations(db: Executor, tenantId: string, now: Date): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${staffInvitations.createdAt} desc, ${staffInvitations.id} desc`);
}

/** The user of this e-mail address (case-insensitive), or undefined. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(platformUsers).where(sql`lower(${platformUsers.email}) = lower(${email})`);
  return user;
}

/** The role of the user in the shop, or null when the user is not on its team. */
export async function findMemberRole(db: Executor, tenantId: string, userId: string): Promise<string | null> {
  const [link] = await db
    .select({ role: platformUserTenants.role })
    .from(platformUserTenants)
    .where(and(eq(platformUserTenants.tenantId, tenantId), eq(platformUserTenants.userId, userId)));
  return link?.role ?? null;
}

/** Revokes the open invitations of this address in the shop (a new one replaces them); how many. */
export async function revokeOpenInvitationsOf(db: Executor, tenantId: string, email: string, now: Date) {
  const revoked = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        sql`lower(${staffInvitations.email}) = lower(${email})`,
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return revoked.length;
}

export async function insertInvitation(
  db: Executor,
  values: {
    tenantId: string;
    email: string;
    tokenHash: string;
    invitedByUserId: string;
    language: 'nl' | 'en';
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(staffInvitations).values(values).returning();
  if (!row) throw new Error('staff invitation insert returned nothing');
  return row;
}

/** Revokes one open invitation of the shop; the row, or undefined when there is no open one. */
export async function revokeInvitation(db: Executor, tenantId: string, invitationId: number, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** The invitation of a link's token hash, locked for this transaction when `forUpdate`. */
export async function findInvitationByHash(db: Executor, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markInvitationAccepted(db: Executor, tenantId: string, invitationId: number, now: Date) {
  await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, invitationId)));
}

/** Links the user to the shop as staff; false when the user was on the team already. */
export async function insertStaffLink(db: Executor, tenantId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(platformUserTenants)
    .values({ tenantId, userId, role: 'Staff' })
    .onConflictDoNothing()
    .returning({ userId: platformUserTenants.userId });
  return inserted.length > 0;
}

/** Removes a staff member's link to the shop (never the owner's); the removed user, or undefined. */
export async function deleteStaffLink(db: Executor, tenantId: string, userId: string) {
  const [removed] = await db
    .delete(platformUserTenants)
    .where(
      and(
        eq(platformUserTenants.tenantId, tenantId),
        eq(platformUserTenants.userId, userId),
        eq(platformUserTenants.role, 'Staff'),
      ),
    )
    .returning({ userId: platformUserTenants.userId });
  return removed;
}
