import { ZSubscriptionPlan } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Plans are platform-wide; this file has its own database, so it sees only the plans it makes.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('GET /api/subscription/plans', () => {
  it('answers an empty list without plans', async () => {
    const response = await ctx.app.inject({ url: '/api/subscription/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists active plans in display order with euro prices and promotion dates', async () => {
    const { db } = ctx.database;
    const start = new Date('2025-01-01T00:00:00.000Z');
    const end = new Date('2030-01-01T00:00:00.000Z');
    const premium = await createPlan(db, {
      name: 'Premium',
      type: 'Premium',
      priceCents: 1999,
      displayOrder: 3,
      features: 'Alles van Normaal\nEigen thema',
      description: 'Voor groeiers',
      hasPromotion: true,
      promotionStartDate: start,
      promotionEndDate: end,
      promotionalPriceCents: 1499,
      promotionalDescription: 'Eerste 3 maanden',
      promotionalDurationMonths: 3,
    });
    await createPlan(db, { name: 'Normal', type: 'Normal', priceCents: 999, displayOrder: 2 });
    await createPlan(db, { name: 'Trial', type: 'Trial', priceCents: 0, displayOrder: 1 });
    await createPlan(db, { name: 'Normal', type: 'Normal', billingCycle: 'Yearly', priceCents: 9990, displayOrder: 4 });
    await createPlan(db, { name: 'Oud', type: 'Normal', isActive: false, displayOrder: 0 });

    const response = await ctx.app.inject({ url: '/api/subscription/plans' });
    expect(response.statusCode).toBe(200);
    const plans = ZSubscriptionPlan.array().parse(response.json());
    expect(plans.map((plan) => [plan.name, plan.billingCycle, plan.price])).toEqual([
      ['Trial', 'Monthly', 0],
      ['Normal', 'Monthly', 9.99],
      ['Premium', 'Monthly', 19.99],
      ['Normal', 'Yearly', 99.9],
    ]);
    expect(plans[2]).toEqual({
      id: premium.id,
      name: 'Premium',
      type: 'Premium',
      billingCycle: 'Monthly',
      price: 19.99,
      description: 'Voor groeiers',
      isActive: true,
      features: 'Alles van Normaal\nEigen thema',
      hasPromotion: true,
      promotionStartDate: '2025-01-01T00:00:00.000Z',
      promotionEndDate: '2030-01-01T00:00:00.000Z',
      promotionalPrice: 14.99,
      promotionalDescription: 'Eerste 3 maanden',
      promotionalDurationMonths: 3,
    });
    expect(plans[0]).toMatchObject({ hasPromotion: false, promotionStartDate: null, promotionalPrice: null });
  });
});
