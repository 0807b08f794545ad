import { isPromotionActive, subscriptionTypeForPlan, ZTenantId } from '@shop/contracts';
import type Stripe from 'stripe';
import type { Database, Executor } from '#src/db/client.ts';
import {
  claimBillingEvent,
  findPlan,
  findTenantIdByStripeCustomer,
  lockSubscription,
  type PlanRow,
  type SubscriptionRow,
  saveSubscription,
  tenantExists,
} from './queries.ts';

export type BillingProvider = 'demo' | 'stripe';

/** The plan's price now, in cents: the §4 promotional price while the promotion runs. */
export function planPriceCents(plan: PlanRow, now: Date): number {
  const promotion = {
    hasPromotion: plan.hasPromotion,
    promotionStartDate: plan.promotionStartDate?.toISOString() ?? null,
    promotionEndDate: plan.promotionEndDate?.toISOString() ?? null,
  };
  if (isPromotionActive(promotion, now) && plan.promotionalPriceCents !== null) return plan.promotionalPriceCents;
  return plan.priceCents;
}

/** One billing period after `from`: a month or a year, by the plan's cycle. */
export function nextPeriodEnd(plan: Pick<PlanRow, 'billingCycle'>, from: Date): Date {
  const end = new Date(from);
  if (plan.billingCycle === 'Yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface Activation {
  provider: BillingProvider;
  /** Null keeps what is stored (a Stripe event that does not carry the period). */
  periodEndsAt: Date | null;
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
}

/**
 * Puts the shop on a paid plan at once: Active, the plan's layout (contracts'
 * subscriptionTypeForPlan), no pause. The storefront reopens on the next request.
 */
export async function activatePlan(
  tx: Executor,
  tenantId: string,
  plan: PlanRow | null,
  activation: Activation,
  now: Date,
): Promise<void> {
  const current = await lockSubscription(tx, tenantId);
  const currentType = current?.subscriptionType ?? 'Normal';
  await saveSubscription(
    tx,
    tenantId,
    {
      status: 'Active',
      ...(plan ? { planId: plan.id, subscriptionType: subscriptionTypeForPlan(plan.type, currentType) } : {}),
      ...(activation.periodEndsAt ? { currentPeriodEndsAt: activation.periodEndsAt } : {}),
      billingProvider: activation.provider,
      pausedAt: null,
      ...(activation.stripeSubscriptionId ? { stripeSubscriptionId: activation.stripeSubscriptionId } : {}),
      ...(activation.stripeCustomerId && !current?.stripeCustomerId
        ? { stripeCustomerId: activation.stripeCustomerId }
        : {}),
    },
    now,
  );
}

/** The demo billing page's "Pay": the plan is bought for one period, nothing is charged. */
export async function activateDemoPlan(db: Database, tenantId: string, plan: PlanRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await activatePlan(tx, tenantId, plan, { provider: 'demo', periodEndsAt: nextPeriodEnd(plan, now) }, now);
  });
}

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
/** An id field that Stripe may send as the id or as the expanded object. */
const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value;
  const id = fieldsOf(value).id;
  return typeof id === 'string' && id ? id : null;
};
const textOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const secondsToDate = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? new Date(value * 1000) : null;
const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** The subscription's period end: on its items (current API), or on itself (older API versions). */
function subscriptionPeriodEnd(subscription: Fields): Date | null {
  const items = fieldsOf(subscription.items).data;
  const itemEnds = Array.isArray(items) ? items.map((item) => secondsToDate(fieldsOf(item).current_period_end)) : [];
  return latest([...itemEnds, secondsToDate(subscription.current_period_end)]);
}

function invoicePeriodEnd(invoice: Fields): Date | null {
  const lines = fieldsOf(invoice.lines).data;
  const ends = Array.isArray(lines) ? lines.map((line) => secondsToDate(fieldsOf(fieldsOf(line).period).end)) : [];
  return latest([...ends, secondsToDate(invoice.period_end)]);
}

/** The subscription and its metadata an invoice belongs to (current and older API shapes). */
function invoiceSubscription(invoice: Fields): { subscriptionId: string | null; metadata: Fields } {
  const details = fieldsOf(fieldsOf(invoice.parent).subscription_details);
  return {
    subscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    metadata: fieldsOf(details.metadata ?? invoice.subscription_details),
  };
}

const STRIPE_STATUS: Record<string, 'Active' | 'PastDue' | 'Cancelled' | 'Paused'> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'PastDue',
  unpaid: 'PastDue',
  canceled: 'Cancelled',
  incomplete_expired: 'Paused',
  paused: 'Paused',
};

async function resolveTenant(tx: Executor, metadata: Fields, customerId: string | null): Promise<string | null> {
  const named = textOf(metadata.tenantId);
  if (named && ZTenantId.safeParse(named).success && (await tenantExists(tx, named))) return named;
  return customerId ? findTenantIdByStripeCustomer(tx, customerId) : null;
}

async function planOf(tx: Executor, metadata: Fields): Promise<PlanRow | null> {
  const planId = Number(textOf(metadata.planId));
  return Number.isSafeInteger(planId) && planId > 0 ? findPlan(tx, planId) : null;
}

/** An event about another (older) subscription than the shop's own does not change the shop. */
const isOtherSubscription = (current: SubscriptionRow | null, subscriptionId: string | null) =>
  Boolean(current?.stripeSubscriptionId && subscriptionId && current.stripeSubscriptionId !== subscriptionId);

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

export interface EventResult {
  outcome: EventOutcome;
  /**
   * A live Stripe subscription the event's new one replaced (the owner bought another plan):
   * it is to be cancelled at Stripe, or the shop would pay twice.
   */
  replacedSubscriptionId: string | null;
}

/** The shop's live subscription that `newId` takes over from, if any. */
const replacedBy = (current: SubscriptionRow | null, newId: string | null): string | null =>
  current?.stripeSubscriptionId &&
  newId &&
  current.stripeSubscriptionId !== newId &&
  (current.status === 'Active' || current.status === 'PastDue')
    ? current.stripeSubscriptionId
    : null;

/**
 * One Stripe Billing event, exactly once: the event id is recorded in the same transaction as
 * its effect, so a retried or replayed event changes nothing and a failed one is retried.
 */
export async function handleBillingEvent(
  db: Database,
  event: Stripe.Event,
  now: Date,
  log: (message: string) => void,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    let replacedSubscriptionId: string | null = null;
    const done = (outcome: EventOutcome): EventResult => ({ outcome, replacedSubscriptionId });
    if (!(await claimBillingEvent(tx, event.id, event.type))) return done('duplicate');
    const object = fieldsOf(event.data.object);
    const ignore = (why: string): EventResult => {
      log(`Stripe billing event ${event.id} (${event.type}) ignored: ${why}`);
      return done('ignored');
    };

    if (event.type === 'checkout.session.completed') {
      if (object.mode !== 'subscription') return ignore('not a subscription checkout');
      const metadata = fieldsOf(object.metadata);
      const customerId = idOf(object.customer);
      const tenantId = await resolveTenant(tx, metadata, customerId);
      if (!tenantId) return ignore('unknown shop');
      replacedSubscriptionId = replacedBy(await lockSubscription(tx, tenantId), idOf(object.subscription));
      await activatePlan(
        tx,
        tenantId,
        await planOf(tx, metadata),
        {
          provider: 'stripe',
          periodEndsAt: null,
          stripeSubscriptionId: idOf(object.subscription),
          stripeCustomerId: customerId,
        },
        now,
      );
      return done('handled');
    }

    if (event.type.startsWith('customer.subscription.')) {
      const metadata = fieldsOf(object.metadata);
      const subscriptionId = idOf(object.id);
      const customerId = idOf(object.customer);
      const tenantId = await resolveTenant(tx, metadata, customerId);
      if (!tenantId) return ignore('unknown shop');
      const current = await lockSubscription(tx, tenantId);
      const created = event.type === 'customer.subscription.created';
      if (!created && isOtherSubscription(current, subscriptionId)) return ignore('an older subscription');
      const periodEnd = subscriptionPeriodEnd(object);
      const stripeStatus = textOf(object.status) ?? '';
      let status = event.type === 'customer.subscription.deleted' ? 'Cancelled' : STRIPE_STATUS[stripeStatus];
      if (!status) return ignore(`subscription status ${stripeStatus}`);
      const endedAt = secondsToDate(object.ended_at) ?? periodEnd;
      if (status === 'Cancelled' && (!endedAt || endedAt <= now) && event.type === 'customer.subscription.deleted') {
        status = 'Paused';
      }
      if (status === 'Active') {
        if (created) replacedSubscriptionId = replacedBy(current, subscriptionId);
        await activatePlan(
          tx,
          tenantId,
          await planOf(tx, metadata),
          {
            provider: 'stripe',
            periodEndsAt: periodEnd,
            stripeSubscriptionId: subscriptionId,
            stripeCustomerId: customerId,
          },
          now,
        );
        return done('handled');
      }
      await saveSubscription(
        tx,
        tenantId,
        {
          status,
          billingProvider: 'stripe',
          ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
          ...(status === 'Cancelled'
            ? { currentPeriodEndsAt: endedAt }
            : periodEnd
              ? { currentPeriodEndsAt: periodEnd }
              : {}),
          ...(status === 'Paused' ? { pausedAt: current?.pausedAt ?? now } : {}),
        },
        now,
      );
      return done('handled');
    }

    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const { subscriptionId, metadata } = invoiceSubscription(object);
      const customerId = idOf(object.customer);
      const tenantId = await resolveTenant(tx, metadata, customerId);
      if (!tenantId) return ignore('unknown shop');
      const current = await lockSubscription(tx, tenantId);
      if (isOtherSubscription(current, subscriptionId)) return ignore('an older subscription');
      if (event.type === 'invoice.payment_failed') {
        await saveSubscription(tx, tenantId, { status: 'PastDue', billingProvider: 'stripe' }, now);
        return done('handled');
      }
      await activatePlan(
        tx,
        tenantId,
        null,
        {
          provider: 'stripe',
          periodEndsAt: invoicePeriodEnd(object),
          stripeSubscriptionId: subscriptionId,
          stripeCustomerId: customerId,
        },
        now,
      );
      return done('handled');
    }
    return done('ignored');
  });
}
