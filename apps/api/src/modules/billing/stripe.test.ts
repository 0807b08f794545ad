import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, createProduct, createSubscription, createTenant } from '../../../test/factories.ts';
import { type FakeStripe, signStripePayload, startFakeStripe, stripeEvent } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { DAY, movableClock, signedInUser } from './test-support.ts';

const WEBHOOK_SECRET = 'whsec_platform_test_secret';
const clock = movableClock();
let ctx: TestContext;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp(
    {
      PLATFORM_STRIPE_SECRET_KEY: 'sk_test_platform',
      PLATFORM_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      DEMO_BILLING: true,
    },
    { clock: clock.now },
  );
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  fake.setWebhook({ url: `${address}/api/platform/billing/stripe/webhook`, secret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const subscriptionOf = async (tenantId: string) =>
  (await query<Record<string, unknown>>('select * from tenant_subscriptions where tenant_id = $1', [tenantId]))[0];

const post = (url: string, cookie: string, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as Record<string, unknown> });

async function trialShop() {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  await createSubscription(db, tenant.id, { status: 'Trial', trialEndsAt: new Date(clock.now().getTime() + DAY) });
  const owner = await signedInUser(db, { shops: [tenant.id] });
  return { tenant, owner };
}

/** Posts a signed event to the webhook (as Stripe would), or with the given signature. */
function deliver(event: ReturnType<typeof stripeEvent>, signature?: string) {
  const payload = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/platform/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signStripePayload(payload, WEBHOOK_SECRET),
      origin: 'https://stripe.com',
    },
    payload,
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('Stripe Billing checkout', () => {
  it('makes one customer per shop and a subscription Checkout Session with the plan, price and return pages', async () => {
    const { tenant, owner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Premium', billingCycle: 'Yearly', priceCents: 19900 });
    const before = fake.calls.length;
    const response = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const [customerCall, sessionCall] = calls;
    expect(customerCall?.authorization).toBe('Bearer sk_test_platform');
    expect(customerCall?.idempotencyKey).toBe(`platform-customer-${tenant.id}`);
    expect(customerCall?.form).toMatchObject({ email: owner.user.email, 'metadata[tenantId]': tenant.id });
    const dashboard = `http://localhost/${tenant.name}/dashboard`;
    expect(sessionCall?.form).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '19900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': plan.name,
      'metadata[tenantId]': tenant.id,
      'metadata[planId]': String(plan.id),
      'subscription_data[metadata][tenantId]': tenant.id,
      'subscription_data[metadata][planId]': String(plan.id),
      success_url: `${dashboard}?billing=success`,
      cancel_url: `${dashboard}?billing=cancelled`,
    });
    expect(response.json().url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const stored = await subscriptionOf(tenant.id);
    expect(stored?.stripe_customer_id).toBe(sessionCall?.form.customer);

    const again = fake.calls.length;
    await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, { planId: plan.id });
    expect(fake.calls.slice(again).map((call) => call.path)).toEqual(['/v1/checkout/sessions']);
    expect(fake.calls.at(-1)?.form.customer).toBe(sessionCall?.form.customer);
  });

  it('charges the promotional price while the promotion runs, monthly', async () => {
    const { tenant, owner } = await trialShop();
    const now = clock.now();
    const plan = await createPlan(ctx.database.db, {
      type: 'Normal',
      priceCents: 999,
      hasPromotion: true,
      promotionStartDate: new Date(now.getTime() - DAY),
      promotionEndDate: new Date(now.getTime() + DAY),
      promotionalPriceCents: 499,
    });
    await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, { planId: plan.id });
    expect(fake.calls.at(-1)?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
  });

  it('answers 502 when Stripe is down, and writes no customer', async () => {
    const { tenant, owner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    fake.setFailing(true);
    try {
      const response = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
        planId: plan.id,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe('payment_provider_error');
    } finally {
      fake.setFailing(false);
    }
    expect(await subscriptionOf(tenant.id)).toMatchObject({ stripe_customer_id: null, status: 'Trial' });
  });

  it('activates the plan when the customer pays on Stripe: subscription, period end, layout; the shop opens', async () => {
    const { tenant, owner } = await trialShop();
    await createProduct(ctx.database.db, tenant.id);
    const plan = await createPlan(ctx.database.db, { type: 'Premium' });
    const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    const sessionId = checkout.json().url.split('/').at(-1);
    clock.advance(2 * DAY);
    try {
      expect((await ctx.app.inject({ url: `/api/tenants/by-name/${tenant.name}` })).json().shopState).toBe('paused');
      const { events, redirect } = await fake.completeCheckout(sessionId);
      expect(events.map((event) => [event.type, event.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
      ]);
      expect(redirect).toBe(`http://localhost/${tenant.name}/dashboard?billing=success`);
      const stored = await subscriptionOf(tenant.id);
      expect(stored).toMatchObject({
        status: 'Active',
        plan_id: plan.id,
        subscription_type: 'FocusShop',
        billing_provider: 'stripe',
        stripe_subscription_id: expect.stringMatching(/^sub_/),
        paused_at: null,
      });
      expect(new Date(String(stored?.current_period_ends_at)).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      expect((await ctx.app.inject({ url: `/api/tenants/by-name/${tenant.name}` })).json().shopState).toBe('open');
      const dashboard = await ctx.app.inject({
        url: `/api/platform/shops/${tenant.name}/dashboard`,
        headers: { cookie: owner.cookie },
      });
      expect(dashboard.json().subscription).toMatchObject({ billingProvider: 'stripe', canOpenBillingPortal: true });
    } finally {
      clock.advance(-2 * DAY);
    }
  });

  it("the fake's checkout page pays with its Pay button, as a browser would, and returns to the dashboard", async () => {
    const { tenant, owner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    const pageUrl: string = checkout.json().url;
    const page = await fetch(pageUrl);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(action).toBeDefined();
    const paid = await fetch(new URL(String(action), pageUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost/${tenant.name}/dashboard?billing=success`);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Active', plan_id: plan.id });
  });

  it('cancels the earlier Stripe subscription when the owner buys another plan, so the shop never pays twice', async () => {
    const { tenant, owner } = await trialShop();
    const normal = await createPlan(ctx.database.db, { type: 'Normal' });
    const premium = await createPlan(ctx.database.db, { type: 'Premium' });
    const buy = async (planId: number) => {
      const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, { planId });
      await fake.completeCheckout(checkout.json().url.split('/').at(-1));
      return String((await subscriptionOf(tenant.id))?.stripe_subscription_id);
    };
    const first = await buy(normal.id);
    const before = fake.calls.length;
    const second = await buy(premium.id);
    expect(second).not.toBe(first);
    expect(fake.calls.slice(before).filter((call) => call.method === 'DELETE')).toMatchObject([
      { path: `/v1/subscriptions/${first}`, form: { prorate: 'true' } },
    ]);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Active', plan_id: premium.id });
  });

  it("opens Stripe's billing portal for the shop's customer, returning to the dashboard", async () => {
    const { tenant, owner } = await trialShop();
    const { owner: otherOwner } = await trialShop();
    await query("update tenant_subscriptions set stripe_customer_id = 'cus_portal_test' where tenant_id = $1", [
      tenant.id,
    ]);
    const response = await post(`/api/platform/shops/${tenant.name}/billing/portal`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_portal_test', return_url: `http://localhost/${tenant.name}/dashboard` },
    });
    expect((await post(`/api/platform/shops/${tenant.name}/billing/portal`, otherOwner.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/platform/billing/stripe/webhook', () => {
  const subscriptionObject = (
    tenantId: string,
    status: string,
    periodEnd: Date,
    extra: Record<string, unknown> = {},
  ) => ({
    id: 'sub_webhook_test',
    object: 'subscription',
    customer: 'cus_webhook_test',
    status,
    metadata: { tenantId },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: seconds(periodEnd) }] },
    ...extra,
  });

  it('answers 400 for a missing or wrong signature and changes nothing', async () => {
    const { tenant } = await trialShop();
    const event = stripeEvent('customer.subscription.updated', subscriptionObject(tenant.id, 'active', new Date()));
    const payload = JSON.stringify(event);
    const wrong = await deliver(event, signStripePayload(payload, 'whsec_someone_else'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_signature');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    // A body changed after signing.
    const signature = signStripePayload(payload, WEBHOOK_SECRET);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('active', 'trialing'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Trial' });
    expect(await query('select * from billing_events where event_id = $1', [event.id])).toEqual([]);
  });

  it('handles an event once: a replay answers 200 and changes nothing', async () => {
    const { tenant } = await trialShop();
    const periodEnd = new Date(Date.now() + 30 * DAY);
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_webhook_test',
      parent: { subscription_details: { subscription: 'sub_webhook_test', metadata: { tenantId: tenant.id } } },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'PastDue' });
    const paid = stripeEvent('invoice.paid', {
      id: 'in_2',
      object: 'invoice',
      customer: 'cus_webhook_test',
      parent: { subscription_details: { subscription: 'sub_webhook_test', metadata: { tenantId: tenant.id } } },
      lines: { data: [{ period: { end: seconds(periodEnd) } }] },
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await subscriptionOf(tenant.id)).toMatchObject({
      status: 'Active',
      current_period_ends_at: new Date(seconds(periodEnd) * 1000),
    });
    const replay = await deliver(failed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Active' });
    expect(await query('select type from billing_events where event_id = $1', [failed.id])).toEqual([
      { type: 'invoice.payment_failed' },
    ]);
  });

  it('follows the subscription: past due, cancelled with its period, deleted → paused', async () => {
    const { tenant } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    const periodEnd = new Date(Date.now() + 20 * DAY);
    const metadata = { tenantId: tenant.id, planId: String(plan.id) };
    const send = async (type: string, status: string, extra: Record<string, unknown> = {}) => {
      const response = await deliver(
        stripeEvent(type, subscriptionObject(tenant.id, status, periodEnd, { metadata, ...extra })),
      );
      expect(response.statusCode, response.body).toBe(200);
      return subscriptionOf(tenant.id);
    };
    expect(await send('customer.subscription.created', 'active')).toMatchObject({
      status: 'Active',
      plan_id: plan.id,
      subscription_type: 'Normal',
      stripe_subscription_id: 'sub_webhook_test',
      current_period_ends_at: new Date(seconds(periodEnd) * 1000),
    });
    expect(await send('customer.subscription.updated', 'past_due')).toMatchObject({ status: 'PastDue' });
    expect(await send('customer.subscription.updated', 'unpaid')).toMatchObject({ status: 'PastDue' });
    expect(await send('customer.subscription.updated', 'canceled')).toMatchObject({
      status: 'Cancelled',
      current_period_ends_at: new Date(seconds(periodEnd) * 1000),
    });
    // Still open until the paid period ends.
    expect((await ctx.app.inject({ url: `/api/tenants/by-name/${tenant.name}` })).json().shopState).not.toBe('paused');
    const endedAt = new Date(clock.now().getTime() - 1000);
    expect(await send('customer.subscription.deleted', 'canceled', { ended_at: seconds(endedAt) })).toMatchObject({
      status: 'Paused',
      paused_at: expect.any(Date),
    });
    expect((await ctx.app.inject({ url: `/api/tenants/by-name/${tenant.name}` })).json().shopState).toBe('paused');
  });

  it('ignores events of an older subscription than the shop has now', async () => {
    const { tenant } = await trialShop();
    await query(
      "update tenant_subscriptions set status = 'Active', stripe_subscription_id = 'sub_current' where tenant_id = $1",
      [tenant.id],
    );
    const response = await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(tenant.id, 'canceled', new Date(), { id: 'sub_old' }),
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Active', stripe_subscription_id: 'sub_current' });
  });

  it('acknowledges events of unknown shops and other types without changing anything', async () => {
    const unknownTenant = await deliver(
      stripeEvent('customer.subscription.updated', {
        ...subscriptionObject('00000000-0000-4000-8000-000000000000', 'active', new Date()),
        customer: 'cus_nobody',
      }),
    );
    expect(unknownTenant.statusCode).toBe(200);
    const notUuid = await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_x',
        customer: 'cus_nobody',
        parent: { subscription_details: { metadata: { tenantId: 'nonsense' } } },
      }),
    );
    expect(notUuid.statusCode).toBe(200);
    expect((await deliver(stripeEvent('charge.refunded', { id: 'ch_1' }))).statusCode).toBe(200);
  });

  it('finds the shop by its Stripe customer when the metadata has no shop', async () => {
    const { tenant } = await trialShop();
    await query("update tenant_subscriptions set stripe_customer_id = 'cus_by_customer' where tenant_id = $1", [
      tenant.id,
    ]);
    const response = await deliver(
      stripeEvent('invoice.payment_failed', { id: 'in_3', object: 'invoice', customer: 'cus_by_customer' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'PastDue' });
  });
});
