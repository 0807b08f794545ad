import type { TAdminShopsQuery } from '@shop/contracts';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { platformUsers, subscriptionPlans, tenantAuditLog } from '#src/db/schema/tables.ts';

/** Rows of the Admin's shop list; more would not be read, the search narrows it. */
export const ADMIN_SHOPS_LIMIT = 200;
export const AUDIT_LOG_LIMIT = 100;

export interface AdminShopRecord {
  id: string;
  name: string;
  displayName: string;
  createdAt: Date;
  /** Null for a shop without a subscription row (made before subscriptions existed). */
  status: string | null;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  planName: string | null;
  orderCount: number;
  ownerEmail: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The same rule as isShopPaused of the contracts, in SQL, so the status filter and the row limit
 * agree with the `paused` flag of each row.
 */
const pausedAt = (now: Date) => sql`(
  s.status = 'Paused'
  or (s.status = 'Trial' and s.trial_ends_at is not null and s.trial_ends_at <= ${now})
  or (s.status = 'Cancelled' and (s.current_period_ends_at is null or s.current_period_ends_at <= ${now}))
)`;

/** Every shop, newest first, with what the Admin's list shows; filtered by text and status. */
export async function listShopsForAdmin(db: Executor, query: TAdminShopsQuery, now: Date): Promise<AdminShopRecord[]> {
  const conditions = [sql`true`];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql`(
      t.name ilike ${pattern} or t.display_name ilike ${pattern}
      or exists (
        select 1 from platform_user_tenants l join platform_users u on u.id = l.user_id
        where l.tenant_id = t.id and u.email ilike ${pattern}
      )
    )`);
  }
  const paused = pausedAt(now);
  if (query.status === 'paused') conditions.push(sql`s.tenant_id is not null and ${paused}`);
  if (query.status === 'trial') conditions.push(sql`s.status = 'Trial' and not ${paused}`);
  if (query.status === 'active')
    conditions.push(sql`coalesce(s.status, 'Active') <> 'Trial' and not coalesce(${paused}, false)`);

  const result = await db.execute<{
    id: string;
    name: string;
    display_name: string;
    created_at: Date | string;
    status: string | null;
    trial_ends_at: Date | string | null;
    current_period_ends_at: Date | string | null;
    plan_name: string | null;
    order_count: number;
    owner_email: string | null;
  }>(sql`
    select t.id, t.name, t.display_name, t.created_at,
      s.status, s.trial_ends_at, s.current_period_ends_at, p.name as plan_name,
      (select count(*)::int from orders o where o.tenant_id = t.id) as order_count,
      (
        select u.email from platform_user_tenants l join platform_users u on u.id = l.user_id
        where l.tenant_id = t.id and l.role = 'Owner'
        order by u.created_at, u.email limit 1
      ) as owner_email
    from tenants t
    left join tenant_subscriptions s on s.tenant_id = t.id
    left join subscription_plans p on p.id = s.plan_id
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at desc, t.name
    limit ${ADMIN_SHOPS_LIMIT}`);
  const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    createdAt: new Date(row.created_at),
    status: row.status,
    trialEndsAt: asDate(row.trial_ends_at),
    currentPeriodEndsAt: asDate(row.current_period_ends_at),
    planName: row.plan_name,
    orderCount: Number(row.order_count),
    ownerEmail: row.owner_email,
  }));
}

export type PlanRecord = typeof subscriptionPlans.$inferSelect;
export type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id'>;

export async function listAllPlans(db: Executor): Promise<PlanRecord[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.priceCents), asc(subscriptionPlans.id));
}

export async function insertPlan(db: Executor, values: PlanValues): Promise<PlanRecord> {
  const [plan] = await db.insert(subscriptionPlans).values(values).returning();
  if (!plan) throw new Error('plan insert returned nothing');
  return plan;
}

/** The updated plan, or null when there is no plan with this id. */
export async function updatePlan(db: Executor, planId: number, values: PlanValues): Promise<PlanRecord | null> {
  const [plan] = await db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, planId)).returning();
  return plan ?? null;
}

export type AuditRecord = typeof tenantAuditLog.$inferSelect & { actorName: string | null };

/**
 * A page of the shop's activity log, newest first (ids grow with time), below the entry `before`
 * when given; with the actor's current name (null when the account is gone).
 */
export async function listAuditEntries(
  db: Executor,
  tenantId: string,
  options: { before?: number; limit?: number } = {},
): Promise<AuditRecord[]> {
  const rows = await db
    .select({ entry: tenantAuditLog, actorName: platformUsers.fullName })
    .from(tenantAuditLog)
    .leftJoin(platformUsers, eq(platformUsers.id, tenantAuditLog.actorUserId))
    .where(
      and(
        eq(tenantAuditLog.tenantId, tenantId),
        options.before === undefined ? undefined : lt(tenantAuditLog.id, options.before),
      ),
    )
    .orderBy(desc(tenantAuditLog.id))
    .limit(options.limit ?? AUDIT_LOG_LIMIT);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName }));
}
