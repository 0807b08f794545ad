import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { subscriptionPlans, tenantSubscriptions } from '#src/db/schema/tables.ts';

export type SubscriptionRow = typeof tenantSubscriptions.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The shop's subscription type (its layout, spec §1), or null without a subscription. */
export async function findSubscriptionType(db: Executor, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ subscriptionType: tenantSubscriptions.subscriptionType })
    .from(tenantSubscriptions)
    .where(eq(tenantSubscriptions.tenantId, tenantId));
  return row?.subscriptionType ?? null;
}

export async function findSubscription(db: Executor, tenantId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(tenantSubscriptions).where(eq(tenantSubscriptions.tenantId, tenantId));
  return row ?? null;
}

/** The row locked for a change (webhooks and demo payments may arrive at once). */
export async function lockSubscription(db: Executor, tenantId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(tenantSubscriptions)
    .where(eq(tenantSubscriptions.tenantId, tenantId))
    .for('update');
  return row ?? null;
}

export async function findPlan(db: Executor, planId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  return row ?? null;
}

export async function findTenantIdByStripeCustomer(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: tenantSubscriptions.tenantId })
    .from(tenantSubscriptions)
    .where(eq(tenantSubscriptions.stripeCustomerId, customerId));
  return row?.tenantId ?? null;
}

export async function tenantExists(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from tenants where id = ${tenantId}`);
  return rows.rows.length > 0;
}

/** Writes the subscription's new state; a shop without a subscription row gets one. */
export async function saveSubscription(
  db: Executor,
  tenantId: string,
  changes: Partial<Omit<typeof tenantSubscriptions.$inferInsert, 'tenantId'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(tenantSubscriptions)
    .values({ tenantId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: tenantSubscriptions.tenantId, set: { ...changes, updatedAt: now } });
}

/** Stores the Stripe customer, unless another request stored one first; answers the one kept. */
export async function storeStripeCustomer(db: Database, tenantId: string, customerId: string): Promise<string> {
  await db
    .insert(tenantSubscriptions)
    .values({ tenantId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: tenantSubscriptions.tenantId,
      set: { stripeCustomerId: sql`coalesce(${tenantSubscriptions.stripeCustomerId}, excluded.stripe_customer_id)` },
    });
  const row = await findSubscription(db, tenantId);
  return row?.stripeCustomerId ?? customerId;
}

/** The shop's owners, to mail: e-mail and language. */
export async function findShopOwners(
  db: Executor,
  tenantId: string,
): Promise<{ email: string; fullName: string; language: string }[]> {
  const rows = await db.execute<{ email: string; full_name: string; language: string }>(sql`
    select u.email, u.full_name, u.language
    from platform_user_tenants l join platform_users u on u.id = l.user_id
    where l.tenant_id = ${tenantId} and l.role = 'Owner'
    order by u.created_at`);
  return rows.rows.map((row) => ({ email: row.email, fullName: row.full_name, language: row.language }));
}

/** Records a webhook event; false when it was handled before (Stripe retries). */
export async function claimBillingEvent(db: Executor, eventId: string, type: string): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into billing_events (event_id, type) values (${eventId}, ${type})
    on conflict (event_id) do nothing
    returning event_id`);
  return rows.rows.length > 0;
}

export interface ShopFacts {
  subscription: Pick<SubscriptionRow, 'status' | 'trialEndsAt' | 'currentPeriodEndsAt'> | null;
  hasActiveProduct: boolean;
}

/** What decides the storefront's state: the subscription's times and whether anything is for sale. */
export async function findShopFacts(db: Executor, tenantId: string): Promise<ShopFacts> {
  const rows = await db.execute<{
    status: string | null;
    trial_ends_at: string | null;
    current_period_ends_at: string | null;
    has_active_product: boolean;
  }>(sql`
    select s.status, s.trial_ends_at, s.current_period_ends_at,
      exists (select 1 from products p where p.tenant_id = ${tenantId} and p.is_active) as has_active_product
    from (select 1) one
    left join tenant_subscriptions s on s.tenant_id = ${tenantId}`);
  const row = rows.rows[0];
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    subscription:
      row?.status != null
        ? {
            status: row.status,
            trialEndsAt: date(row.trial_ends_at),
            currentPeriodEndsAt: date(row.current_period_ends_at),
          }
        : null,
    hasActiveProduct: row?.has_active_product ?? false,
  };
}

export interface DashboardFacts {
  products: number;
  activeProducts: number;
  orders: number;
  openOrders: number;
  enabledPaymentMethods: number;
  activeShippingMethods: number;
  hasTerms: boolean;
}

export async function findDashboardFacts(db: Executor, tenantId: string): Promise<DashboardFacts> {
  const rows = await db.execute<Record<keyof DashboardFacts, number | boolean>>(sql`
    select
      (select count(*)::int from products where tenant_id = ${tenantId}) as "products",
      (select count(*)::int from products where tenant_id = ${tenantId} and is_active) as "activeProducts",
      (select count(*)::int from orders where tenant_id = ${tenantId}) as "orders",
      (select count(*)::int from orders where tenant_id = ${tenantId} and status in ('Pending', 'Processing')) as "openOrders",
      (select count(*)::int from payment_methods where tenant_id = ${tenantId} and is_enabled) as "enabledPaymentMethods",
      (select count(*)::int from shipping_methods where tenant_id = ${tenantId} and is_active) as "activeShippingMethods",
      (select btrim(terms_html) <> '' from tenants where id = ${tenantId}) as "hasTerms"`);
  const row = rows.rows[0];
  return {
    products: Number(row?.products ?? 0),
    activeProducts: Number(row?.activeProducts ?? 0),
    orders: Number(row?.orders ?? 0),
    openOrders: Number(row?.openOrders ?? 0),
    enabledPaymentMethods: Number(row?.enabledPaymentMethods ?? 0),
    activeShippingMethods: Number(row?.activeShippingMethods ?? 0),
    hasTerms: row?.hasTerms === true,
  };
}
