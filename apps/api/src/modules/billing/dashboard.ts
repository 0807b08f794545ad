import { isShopPaused, type TShopDashboard, type TShopSubscription } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import type { ShopAccess } from '#src/plugins/platform-auth.ts';
import { findDashboardFacts, findPlan, findSubscription } from './queries.ts';

const PLAN_TYPES = new Set(['Trial', 'Normal', 'Premium']);
const PROVIDERS = new Set(['demo', 'stripe']);

/** The owner's view of the subscription; a shop without one (made outside sign-up) is simply active. */
export async function shopSubscriptionView(
  db: Database,
  tenantId: string,
  now: Date,
  stripeConfigured: boolean,
): Promise<TShopSubscription> {
  const subscription = await findSubscription(db, tenantId);
  const plan = subscription?.planId ? await findPlan(db, subscription.planId) : null;
  const status = (subscription?.status ?? 'Active') as TShopSubscription['status'];
  return {
    status,
    paused: subscription ? isShopPaused(subscription, now) : false,
    planId: plan?.id ?? null,
    planName: plan?.name ?? null,
    planType: plan && PLAN_TYPES.has(plan.type) ? (plan.type as TShopSubscription['planType']) : null,
    subscriptionType: subscription?.subscriptionType ?? 'Normal',
    trialEndsAt: subscription?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEndsAt: subscription?.currentPeriodEndsAt?.toISOString() ?? null,
    billingProvider:
      subscription?.billingProvider && PROVIDERS.has(subscription.billingProvider)
        ? (subscription.billingProvider as 'demo' | 'stripe')
        : null,
    canOpenBillingPortal: stripeConfigured && Boolean(subscription?.stripeCustomerId),
  };
}

export async function buildDashboard(
  db: Database,
  access: ShopAccess,
  input: { now: Date; shopUrl: string; stripeConfigured: boolean },
): Promise<TShopDashboard> {
  const { tenant } = access;
  const facts = await findDashboardFacts(db, tenant.id);
  return {
    tenant: { id: tenant.id, name: tenant.name, displayName: tenant.displayName },
    shopUrl: input.shopUrl,
    comingSoon: facts.activeProducts === 0,
    subscription: await shopSubscriptionView(db, tenant.id, input.now, input.stripeConfigured),
    checklist: [
      { key: 'logo', done: tenant.logoMediaId !== null },
      { key: 'product', done: facts.activeProducts > 0 },
      { key: 'payment', done: facts.enabledPaymentMethods > 0 },
      { key: 'shipping', done: facts.activeShippingMethods > 0 },
      { key: 'terms', done: facts.hasTerms },
    ],
    stats: { products: facts.products, orders: facts.orders, openOrders: facts.openOrders },
    viewerRole: access.role,
  };
}
