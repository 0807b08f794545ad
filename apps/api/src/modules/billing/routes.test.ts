import { ZShopDashboard, ZTenant } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createMedia,
  createPlan,
  createProduct,
  createShippingMethod,
  createSubscription,
  createTenant,
  newSessionId,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { runBillingSweep } from './billing.ts';
import { DAY, HOUR, movableClock, signedInUser } from './test-support.ts';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_BILLING: true }, { clock: clock.now });
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const subscriptionOf = async (tenantId: string) =>
  (await query<Record<string, unknown>>('select * from tenant_subscriptions where tenant_id = $1', [tenantId]))[0];

const auditOf = (tenantId: string) =>
  query<{ action: string; actor_role: string; details: Record<string, unknown> }>(
    'select action, actor_role, details from tenant_audit_log where tenant_id = $1 order by id',
    [tenantId],
  );

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: unknown = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

/** A shop in its trial (ending in 3 days by the test clock) with its signed-in owner. */
async function trialShop(overrides: { subscriptionType?: string } = {}) {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  await createSubscription(db, tenant.id, {
    status: 'Trial',
    trialEndsAt: new Date(clock.now().getTime() + 3 * DAY),
    subscriptionType: overrides.subscriptionType ?? 'Normal',
  });
  const owner = await signedInUser(db, { shops: [tenant.id] });
  return { tenant, owner };
}

/** Follows the demo billing flow: checkout, the page, its Pay form; answers the final response. */
async function buyWithDemoBilling(tenantName: string, planId: number, cookie: string) {
  const checkout = await post(`/api/platform/shops/${tenantName}/billing/checkout`, cookie, { planId });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const url = new URL(checkout.json().url);
  const page = await get(`${url.pathname}${url.search}`, cookie);
  expect(page.statusCode, page.body).toBe(200);
  const form = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]),
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/platform/billing/demo',
    headers: {
      cookie,
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form as Record<string, string>).toString(),
  });
}

describe('GET /api/platform/shops/:tenantName/dashboard', () => {
  it("answers the owner's dashboard: trial, checklist, counts and the storefront address", async () => {
    const { tenant, owner } = await trialShop();
    const response = await get(`/api/platform/shops/${tenant.name}/dashboard`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = ZShopDashboard.parse(response.json());
    expect(dashboard).toMatchObject({
      tenant: { id: tenant.id, name: tenant.name, displayName: tenant.displayName },
      shopUrl: `http://${tenant.name}.localhost`,
      comingSoon: true,
      subscription: {
        status: 'Trial',
        paused: false,
        planId: null,
        subscriptionType: 'Normal',
        billingProvider: null,
        canOpenBillingPortal: false,
      },
      stats: { products: 0, orders: 0, openOrders: 0 },
      viewerRole: 'Owner',
    });
    expect(dashboard.subscription.trialEndsAt).toBe(new Date(clock.now().getTime() + 3 * DAY).toISOString());
    expect(dashboard.checklist).toEqual([
      { key: 'logo', done: false },
      { key: 'product', done: false },
      { key: 'payment', done: false },
      { key: 'shipping', done: false },
      { key: 'terms', done: false },
    ]);
  });

  it('ticks the checklist off as the shop gets a logo, a product, payment, shipping and terms', async () => {
    const { db } = ctx.database;
    const { tenant, owner } = await createCheckoutShop(db).then(async (shop) => ({
      ...shop,
      owner: await signedInUser(db, { shops: [shop.tenant.id] }),
    }));
    const logo = await createMedia(db, tenant.id);
    await query("update tenants set logo_media_id = $2, terms_html = '<p>Voorwaarden</p>' where id = $1", [
      tenant.id,
      logo.id,
    ]);
    await createProduct(db, tenant.id);
    await createProduct(db, tenant.id, { isActive: false });
    const dashboard = (await get(`/api/platform/shops/${tenant.name}/dashboard`, owner.cookie)).json();
    expect(dashboard.checklist.every((step: { done: boolean }) => step.done)).toBe(true);
    expect(dashboard.comingSoon).toBe(false);
    expect(dashboard.stats.products).toBe(2);
    // A shop without a subscription row is open, never paused.
    expect(dashboard.subscription).toMatchObject({ status: 'Active', paused: false });
  });

  it("answers 404 for another owner's shop, 401 without a session", async () => {
    const { tenant: shopA, owner: ownerA } = await trialShop();
    const { tenant: shopB } = await trialShop();
    const foreign = await get(`/api/platform/shops/${shopB.name}/dashboard`, ownerA.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
    expect((await get(`/api/platform/shops/${shopA.name}/dashboard`)).statusCode).toBe(401);
  });

  it('writes one audit row when the Admin opens it, none when the owner does', async () => {
    const { tenant, owner } = await trialShop();
    const admin = await signedInUser(ctx.database.db, { role: 'Admin' });
    expect((await get(`/api/platform/shops/${tenant.name}/dashboard`, owner.cookie)).statusCode).toBe(200);
    expect(await auditOf(tenant.id)).toEqual([]);
    const response = await get(`/api/platform/shops/${tenant.name}/dashboard`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().viewerRole).toBe('Admin');
    expect(await auditOf(tenant.id)).toEqual([{ action: 'dashboard.opened', actor_role: 'Admin', details: {} }]);
  });
});

describe('demo billing', () => {
  it('activates a Premium plan at once: Active, FocusShop layout, one month paid, the dashboard next', async () => {
    const { tenant, owner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Premium', priceCents: 1999 });
    const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.pathname).toBe('/api/platform/billing/demo');
    expect(url.searchParams.get('shop')).toBe(tenant.name);

    const page = await get(`${url.pathname}${url.search}`, owner.cookie);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('er wordt geen geld afgeschreven');
    expect(page.body).toContain(plan.name);
    expect(page.body).toContain('19,99');

    const paid = await buyWithDemoBilling(tenant.name, plan.id, owner.cookie);
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/${tenant.name}/dashboard?billing=success`);
    const now = clock.now();
    const monthLater = new Date(now);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await subscriptionOf(tenant.id)).toMatchObject({
      status: 'Active',
      plan_id: plan.id,
      subscription_type: 'FocusShop',
      billing_provider: 'demo',
      current_period_ends_at: monthLater,
      paused_at: null,
    });
    const dashboard = (await get(`/api/platform/shops/${tenant.name}/dashboard`, owner.cookie)).json();
    expect(dashboard.subscription).toMatchObject({
      status: 'Active',
      planId: plan.id,
      planType: 'Premium',
      billingProvider: 'demo',
      canOpenBillingPortal: false,
    });
  });

  it('shows the page in English when asked, and keeps a one-product layout on Premium', async () => {
    const { tenant, owner } = await trialShop({ subscriptionType: 'OneProductStore' });
    const plan = await createPlan(ctx.database.db, { type: 'Premium', billingCycle: 'Yearly', priceCents: 19900 });
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: `/api/platform/shops/${tenant.name}/billing/checkout`,
      headers: { cookie: owner.cookie, 'accept-language': 'en' },
      payload: { planId: plan.id },
    });
    const url = new URL(checkout.json().url);
    const page = await get(`${url.pathname}${url.search}`, owner.cookie);
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('per year');
    expect((await buyWithDemoBilling(tenant.name, plan.id, owner.cookie)).statusCode).toBe(303);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ subscription_type: 'OneProductStore' });
  });

  it('gives a Normal plan the standard layout and charges the promotional price while it runs', async () => {
    const { tenant, owner } = await trialShop({ subscriptionType: 'FocusShop' });
    const now = clock.now();
    const plan = await createPlan(ctx.database.db, {
      type: 'Normal',
      priceCents: 999,
      hasPromotion: true,
      promotionStartDate: new Date(now.getTime() - DAY),
      promotionEndDate: new Date(now.getTime() + DAY),
      promotionalPriceCents: 499,
    });
    const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    const url = new URL(checkout.json().url);
    expect((await get(`${url.pathname}${url.search}`, owner.cookie)).body).toContain('4,99');
    expect((await buyWithDemoBilling(tenant.name, plan.id, owner.cookie)).statusCode).toBe(303);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Active', subscription_type: 'Normal' });
  });

  it('refuses a changed, expired or foreign link and changes nothing', async () => {
    const { tenant, owner } = await trialShop();
    const { owner: otherOwner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    const checkout = await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, {
      planId: plan.id,
    });
    const url = new URL(checkout.json().url);
    const form = Object.fromEntries(url.searchParams);
    const pay = (fields: Record<string, string>, cookie = owner.cookie) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/platform/billing/demo',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const cheaper = await createPlan(ctx.database.db, { type: 'Normal', priceCents: 1 });
    const changed = await pay({ ...form, plan: String(cheaper.id) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe('invalid_billing_link');
    expect((await pay({ ...form, signature: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await pay(form, otherOwner.cookie)).statusCode).toBe(404);
    expect((await pay(form, '')).statusCode).toBe(401);
    clock.advance(2 * HOUR);
    try {
      expect((await pay(form)).statusCode).toBe(400);
      expect((await get(`${url.pathname}${url.search}`, owner.cookie)).statusCode).toBe(400);
    } finally {
      clock.advance(-2 * HOUR);
    }
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Trial', plan_id: null });
  });

  it('refuses a form posted from another site', async () => {
    const { tenant, owner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    const url = new URL(
      (await post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, { planId: plan.id })).json().url,
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/billing/demo',
      headers: {
        cookie: owner.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: url.searchParams.toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Trial' });
  });

  it('audits the Admin choosing and paying a plan for a shop', async () => {
    const { tenant } = await trialShop();
    const admin = await signedInUser(ctx.database.db, { role: 'Admin' });
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    expect((await buyWithDemoBilling(tenant.name, plan.id, admin.cookie)).statusCode).toBe(303);
    expect((await auditOf(tenant.id)).map((entry) => entry.action)).toEqual(['plan.checkout', 'plan.activated']);
  });
});

describe('POST /api/platform/shops/:tenantName/billing/checkout', () => {
  it('answers 404 for an unknown plan and 400 for the Trial or an inactive plan', async () => {
    const { tenant, owner } = await trialShop();
    const trial = await createPlan(ctx.database.db, { type: 'Trial', priceCents: 0 });
    const inactive = await createPlan(ctx.database.db, { type: 'Normal', isActive: false });
    const checkout = (planId: unknown) =>
      post(`/api/platform/shops/${tenant.name}/billing/checkout`, owner.cookie, { planId });
    const unknown = await checkout(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Abonnement niet gevonden' });
    expect((await checkout(trial.id)).json().error).toBe('plan_not_purchasable');
    expect((await checkout(inactive.id)).statusCode).toBe(400);
    expect((await checkout('x')).statusCode).toBe(400);
  });

  it("answers 404 for another owner's shop and 401 without a session", async () => {
    const { tenant } = await trialShop();
    const { owner: otherOwner } = await trialShop();
    const plan = await createPlan(ctx.database.db, { type: 'Normal' });
    const url = `/api/platform/shops/${tenant.name}/billing/checkout`;
    expect((await post(url, otherOwner.cookie, { planId: plan.id })).statusCode).toBe(404);
    expect((await post(url, undefined, { planId: plan.id })).statusCode).toBe(401);
  });

  it('answers 409 billing_unavailable when neither Stripe nor demo billing is configured', async () => {
    const bare = await createTestApp({ DEMO_BILLING: false });
    try {
      const { db } = bare.database;
      const tenant = await createTenant(db);
      const owner = await signedInUser(db, { shops: [tenant.id] });
      const plan = await createPlan(db, { type: 'Normal' });
      const response = await bare.app.inject({
        method: 'POST',
        url: `/api/platform/shops/${tenant.name}/billing/checkout`,
        headers: { cookie: owner.cookie },
        payload: { planId: plan.id },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('billing_unavailable');
      expect(
        (await bare.app.inject({ url: '/api/platform/billing/demo?shop=x&plan=1&expires=1&signature=x' })).statusCode,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/platform/shops/:tenantName/billing/portal', () => {
  it('answers 409 for a shop without a Stripe customer, 404 for a foreign shop', async () => {
    const { tenant, owner } = await trialShop();
    const { owner: otherOwner } = await trialShop();
    const response = await post(`/api/platform/shops/${tenant.name}/billing/portal`, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('billing_portal_unavailable');
    expect((await post(`/api/platform/shops/${tenant.name}/billing/portal`, otherOwner.cookie)).statusCode).toBe(404);
    expect((await post(`/api/platform/shops/${tenant.name}/billing/portal`, undefined)).statusCode).toBe(401);
  });
});

describe('storefront state', () => {
  const tenantAnswer = (name: string) => get(`/api/tenants/by-name/${name}`);

  it("is 'comingSoon' until the first active product, then 'open'", async () => {
    const { tenant } = await trialShop();
    expect(ZTenant.parse((await tenantAnswer(tenant.name)).json()).shopState).toBe('comingSoon');
    await createProduct(ctx.database.db, tenant.id, { isActive: false });
    expect((await tenantAnswer(tenant.name)).json().shopState).toBe('comingSoon');
    await createProduct(ctx.database.db, tenant.id);
    expect((await tenantAnswer(tenant.name)).json().shopState).toBe('open');
  });

  it('closes a cancelled plan at the end of its period, by the clock alone', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id);
    await createSubscription(db, tenant.id, {
      status: 'Cancelled',
      currentPeriodEndsAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await tenantAnswer(tenant.name)).json().shopState).toBe('open');
    clock.advance(HOUR);
    try {
      const closed = await tenantAnswer(tenant.name);
      expect(closed.json().shopState).toBe('paused');
      expect(closed.headers['x-robots-tag']).toBe('noindex');
    } finally {
      clock.advance(-HOUR);
    }
  });

  it('trial over → paused by the sweep, orders refused; a plan bought → open again, orders accepted', async () => {
    const { db } = ctx.database;
    const { tenant, envelope } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 100 });
    await createShippingMethod(db, tenant.id);
    await createSubscription(db, tenant.id, {
      status: 'Trial',
      trialEndsAt: new Date(clock.now().getTime() + 3 * DAY),
    });
    const owner = await signedInUser(db, { shops: [tenant.id] });
    const plan = await createPlan(db, { type: 'Normal' });
    const order = async () => {
      const sessionId = newSessionId();
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
        payload: checkoutForm({ shippingMethodId: envelope.id }),
      });
    };
    const ordersOf = async () =>
      (await query<{ count: number }>('select count(*)::int as count from orders where tenant_id = $1', [tenant.id]))[0]
        ?.count;

    expect((await tenantAnswer(tenant.name)).json().shopState).toBe('open');
    const start = clock.now();
    clock.advance(3 * DAY + 60_000);
    try {
      // Closed on the minute, before the sweep writes anything.
      expect((await tenantAnswer(tenant.name)).json().shopState).toBe('paused');
      const result = await runBillingSweep(db, clock.now());
      expect(result.paused).toBeGreaterThanOrEqual(1);
      expect(await subscriptionOf(tenant.id)).toMatchObject({ status: 'Paused', paused_at: clock.now() });
      const paused = await tenantAnswer(tenant.name);
      expect(paused.json().shopState).toBe('paused');
      expect(paused.headers['x-robots-tag']).toBe('noindex');

      const refused = await order();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'shop_paused',
        message: 'Deze webshop is tijdelijk gesloten en neemt geen bestellingen aan.',
      });
      expect(await ordersOf()).toBe(0);
      // The owner still has the dashboard.
      const dashboard = (await get(`/api/platform/shops/${tenant.name}/dashboard`, owner.cookie)).json();
      expect(dashboard.subscription).toMatchObject({ status: 'Paused', paused: true });

      expect((await buyWithDemoBilling(tenant.name, plan.id, owner.cookie)).statusCode).toBe(303);
      const reopened = await tenantAnswer(tenant.name);
      expect(reopened.json().shopState).toBe('open');
      expect(reopened.headers['x-robots-tag']).toBeUndefined();
      const placed = await order();
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await ordersOf()).toBe(1);
    } finally {
      clock.set(start);
    }
  });
});
