import type { TPlanInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, subscriptionPlans, tenantAuditLog, tenantSubscriptions } from '../../db/schema/tables.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

const planInput = (overrides: Partial<TPlanInput> = {}): TPlanInput => ({
  name: 'Groei',
  type: 'Normal',
  billingCycle: 'Monthly',
  price: 19.99,
  description: 'Voor groeiende winkels',
  features: 'Onbeperkt producten\nEigen domein',
  displayOrder: 2,
  ...overrides,
});

describe('Admin endpoints and the audit log', () => {
  let ctx: TestContext;
  let adminCookie: string;
  let adminWithoutTwoFactorCookie: string;
  let ownerCookie: string;
  let shopA: { id: string; name: string };
  let shopB: { id: string; name: string };

  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock: () => NOW });
    const [normal] = await db()
      .insert(subscriptionPlans)
      .values({ name: 'Normal', type: 'Normal', billingCycle: 'Monthly', priceCents: 995 })
      .returning();

    // A: trial running, 3 orders; B: trial over (paused); C: paid; D: paused by the platform.
    shopA = await createTenant(db(), {
      name: 'atelier-a',
      displayName: 'Atelier Aap',
      createdAt: new Date(NOW.getTime() - 4 * HOUR_MS),
    });
    shopB = await createTenant(db(), {
      name: 'bakkerij-b',
      displayName: 'Bakkerij Brood',
      createdAt: new Date(NOW.getTime() - 3 * HOUR_MS),
    });
    const shopC = await createTenant(db(), {
      name: 'cadeau-c',
      displayName: 'Cadeauwinkel',
      createdAt: new Date(NOW.getTime() - 2 * HOUR_MS),
    });
    const shopD = await createTenant(db(), {
      name: 'drukkerij-d',
      displayName: 'Drukkerij',
      createdAt: new Date(NOW.getTime() - HOUR_MS),
    });
    await db()
      .insert(tenantSubscriptions)
      .values([
        { tenantId: shopA.id, status: 'Trial', trialEndsAt: new Date(NOW.getTime() + 24 * HOUR_MS) },
        { tenantId: shopB.id, status: 'Trial', trialEndsAt: new Date(NOW.getTime() - HOUR_MS) },
        {
          tenantId: shopC.id,
          status: 'Active',
          planId: normal?.id ?? null,
          currentPeriodEndsAt: new Date(NOW.getTime() + 700 * HOUR_MS),
        },
        { tenantId: shopD.id, status: 'Paused', planId: normal?.id ?? null },
      ]);
    for (const number of [1, 2, 3]) {
      await db()
        .insert(orders)
        .values({
          tenantId: shopA.id,
          orderNumber: `A-${number}-ABCDEFGHJK`,
          paymentMethodType: 'BankTransfer',
          paymentMethodName: 'Bankoverschrijving',
          shippingMethodName: 'Pakket',
          customerEmail: 'klant@example.com',
          customerFirstName: 'Klaas',
          customerLastName: 'Klant',
          shippingAddress: 'Straat 1',
          shippingCity: 'Utrecht',
          shippingPostalCode: '1234 AB',
          shippingCountry: 'NL',
          billingAddress: 'Straat 1',
          billingCity: 'Utrecht',
          billingPostalCode: '1234 AB',
          billingCountry: 'NL',
          subTotalCents: 1000,
          shippingCostCents: 0,
          taxAmountCents: 174,
          totalAmountCents: 1000,
        });
    }

    const admin = await createPlatformUser(db(), { role: 'Admin', email: 'beheer@winkelwerf.nl' });
    const adminWithoutTwoFactor = await createPlatformUser(db(), { role: 'Admin', twoFactor: false });
    const owner = await createPlatformUser(db(), { email: 'anna@atelier.nl', shopIds: [shopA.id] });
    await createPlatformUser(db(), { email: 'bert@bakkerij.nl', shopIds: [shopB.id] });
    adminCookie = await platformSessionCookie(db(), admin.id);
    adminWithoutTwoFactorCookie = await platformSessionCookie(db(), adminWithoutTwoFactor.id);
    ownerCookie = await platformSessionCookie(db(), owner.id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('who may call the Admin endpoints', () => {
    const adminCalls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/api/admin/shops'],
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans', planInput({ name: 'Nooit' })],
      ['PUT', '/api/admin/plans/1', planInput({ name: 'Nooit' })],
    ];

    it('refuses anonymous callers (401), owners (403 admin_only) and an Admin without two-step sign-in', async () => {
      for (const [method, url, body] of adminCalls) {
        const anonymous = await call(method, url, undefined, body);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json().error).toBe('unauthorized');

        const owner = await call(method, url, ownerCookie, body);
        expect(owner.statusCode, `${method} ${url}`).toBe(403);
        expect(owner.json().error).toBe('admin_only');

        const noTwoFactor = await call(method, url, adminWithoutTwoFactorCookie, body);
        expect(noTwoFactor.statusCode, `${method} ${url}`).toBe(403);
        expect(noTwoFactor.json().error).toBe('two_factor_setup_required');
      }
      const plans = await call('GET', '/api/admin/plans', adminCookie);
      expect(plans.json().map((plan: { name: string }) => plan.name)).not.toContain('Nooit');
    });
  });

  describe('GET /api/admin/shops', () => {
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);

    it('lists every shop newest first with status, plan, trial end, orders and owner', async () => {
      const response = await call('GET', '/api/admin/shops', adminCookie);
      expect(response.statusCode).toBe(200);
      const rows = response.json();
      expect(names(rows)).toEqual(['drukkerij-d', 'cadeau-c', 'bakkerij-b', 'atelier-a']);
      expect(rows[3]).toEqual({
        id: shopA.id,
        name: 'atelier-a',
        displayName: 'Atelier Aap',
        status: 'Trial',
        paused: false,
        planName: null,
        trialEndsAt: new Date(NOW.getTime() + 24 * HOUR_MS).toISOString(),
        createdAt: new Date(NOW.getTime() - 4 * HOUR_MS).toISOString(),
        orderCount: 3,
        ownerEmail: 'anna@atelier.nl',
      });
      expect(rows[2]).toMatchObject({ name: 'bakkerij-b', status: 'Trial', paused: true, orderCount: 0 });
      expect(rows[1]).toMatchObject({ name: 'cadeau-c', status: 'Active', paused: false, planName: 'Normal' });
      expect(rows[0]).toMatchObject({ name: 'drukkerij-d', status: 'Paused', paused: true, ownerEmail: null });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('filters by status by the clock: a trial past its end counts as paused', async () => {
      const byStatus = async (status: string) =>
        names((await call('GET', `/api/admin/shops?status=${status}`, adminCookie)).json());
      expect(await byStatus('trial')).toEqual(['atelier-a']);
      expect(await byStatus('paused')).toEqual(['drukkerij-d', 'bakkerij-b']);
      expect(await byStatus('active')).toEqual(['cadeau-c']);
      const invalid = await call('GET', '/api/admin/shops?status=deleted', adminCookie);
      expect(invalid.statusCode).toBe(400);
    });

    it('searches name, display name and owner e-mail without regard to case', async () => {
      const search = async (text: string) =>
        names((await call('GET', `/api/admin/shops?search=${encodeURIComponent(text)}`, adminCookie)).json());
      expect(await search('BAKKERIJ-B')).toEqual(['bakkerij-b']);
      expect(await search('cadeauWINKEL')).toEqual(['cadeau-c']);
      expect(await search('ANNA@atelier')).toEqual(['atelier-a']);
      expect(await search('100%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('kerij')).toEqual(['drukkerij-d', 'bakkerij-b']);
      expect(names((await call('GET', '/api/admin/shops?search=kerij&status=paused', adminCookie)).json())).toEqual([
        'drukkerij-d',
        'bakkerij-b',
      ]);
    });
  });

  describe('plans', () => {
    it('creates a plan in cents, lists it with inactive ones, and the landing page shows it at once', async () => {
      const created = await call(
        'POST',
        '/api/admin/plans',
        adminCookie,
        planInput({
          hasPromotion: true,
          promotionStartDate: '2026-05-01T00:00:00.000Z',
          promotionEndDate: '2026-06-01T00:00:00.000Z',
          promotionalPrice: 9.95,
          promotionalDescription: 'Introductieprijs',
          promotionalDurationMonths: 3,
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const plan = created.json();
      expect(plan).toMatchObject({
        name: 'Groei',
        price: 19.99,
        promotionalPrice: 9.95,
        displayOrder: 2,
        isActive: true,
        promotionStartDate: '2026-05-01T00:00:00.000Z',
      });
      const [row] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
      expect(row).toMatchObject({ priceCents: 1999, promotionalPriceCents: 995 });

      const landing = await call('GET', '/api/subscription/plans');
      expect(landing.json().map((entry: { name: string }) => entry.name)).toContain('Groei');

      const hidden = await call(
        'PUT',
        `/api/admin/plans/${plan.id}`,
        adminCookie,
        planInput({ isActive: false, price: 24 }),
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({ id: plan.id, isActive: false, price: 24, hasPromotion: false });
      const landingAfter = await call('GET', '/api/subscription/plans');
      expect(landingAfter.json().map((entry: { name: string }) => entry.name)).not.toContain('Groei');

      const all = await call('GET', '/api/admin/plans', adminCookie);
      expect(all.statusCode).toBe(200);
      expect(all.json().find((entry: { id: number }) => entry.id === plan.id)).toMatchObject({
        isActive: false,
        displayOrder: 2,
      });
    });

    it('refuses a second plan with the same name and cycle (409) and a bad form (400)', async () => {
      await call('POST', '/api/admin/plans', adminCookie, planInput({ name: 'Dubbel' }));
      const again = await call('POST', '/api/admin/plans', adminCookie, planInput({ name: 'Dubbel' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'plan_exists', fields: [{ field: 'name' }] });
      const yearly = await call(
        'POST',
        '/api/admin/plans',
        adminCookie,
        planInput({ name: 'Dubbel', billingCycle: 'Yearly' }),
      );
      expect(yearly.statusCode).toBe(201);
      const renamed = await call(
        'PUT',
        `/api/admin/plans/${yearly.json().id}`,
        adminCookie,
        planInput({ name: 'Dubbel' }),
      );
      expect(renamed.statusCode).toBe(409);

      const noDates = await call(
        'POST',
        '/api/admin/plans',
        adminCookie,
        planInput({ name: 'Actie', hasPromotion: true, promotionalPrice: 5 }),
      );
      expect(noDates.statusCode).toBe(400);
      expect(noDates.json().fields).toEqual([
        { field: 'body.promotionEndDate', message: 'Een actie heeft een begin- en einddatum' },
      ]);
      const badPrice = await call('POST', '/api/admin/plans', adminCookie, planInput({ name: 'Fout', price: 1.234 }));
      expect(badPrice.statusCode).toBe(400);
    });

    it('answers 404 for a plan that does not exist', async () => {
      const response = await call('PUT', '/api/admin/plans/999999', adminCookie, planInput({ name: 'Spook' }));
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    });
  });

  describe('GET /api/platform/shops/:tenantName/audit-log', () => {
    beforeAll(async () => {
      const entry = (tenantId: string, action: string, minutesAgo: number) => ({
        tenantId,
        actorEmail: 'beheer@winkelwerf.nl',
        actorRole: 'Admin',
        action,
        details: { note: action },
        createdAt: new Date(NOW.getTime() - minutesAgo * 60_000),
      });
      await db()
        .insert(tenantAuditLog)
        .values([
          entry(shopA.id, 'dashboard.opened', 30),
          entry(shopA.id, 'plan.changed', 5),
          entry(shopB.id, 'b.only', 1),
        ]);
    });

    it("shows the owner their shop's entries, newest first", async () => {
      const response = await call('GET', `/api/platform/shops/${shopA.name}/audit-log`, ownerCookie);
      expect(response.statusCode).toBe(200);
      const entries = response.json();
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['plan.changed', 'dashboard.opened']);
      expect(entries[0]).toMatchObject({
        actorEmail: 'beheer@winkelwerf.nl',
        actorRole: 'Admin',
        details: { note: 'plan.changed' },
      });
    });

    it("answers another owner's shop as if it did not exist, and refuses anonymous callers", async () => {
      const foreign = await call('GET', `/api/platform/shops/${shopB.name}/audit-log`, ownerCookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('not_found');
      const anonymous = await call('GET', `/api/platform/shops/${shopA.name}/audit-log`);
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets the Admin read any shop', async () => {
      const response = await call('GET', `/api/platform/shops/${shopB.name}/audit-log`, adminCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((entry: { action: string }) => entry.action)).toEqual(['b.only']);
    });
  });
});
