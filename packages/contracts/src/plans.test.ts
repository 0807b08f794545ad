import { describe, expect, it } from 'vitest';
import { FALLBACK_PLANS } from './plan.ts';
import { DEFAULT_PLAN_FEATURES, isPromotionActive, planFeatures, promotionCountdown } from './plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2025-03-10T09:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

describe('isPromotionActive', () => {
  const promotion = { hasPromotion: true, promotionStartDate: inDays(-1), promotionEndDate: inDays(1) };

  it('is active while now lies between start and end, inclusive', () => {
    expect(isPromotionActive(promotion, now)).toBe(true);
    expect(isPromotionActive({ ...promotion, promotionStartDate: now.toISOString() }, now)).toBe(true);
    expect(isPromotionActive({ ...promotion, promotionEndDate: now.toISOString() }, now)).toBe(true);
  });

  it('is not active before the start or after the end', () => {
    expect(isPromotionActive({ ...promotion, promotionStartDate: inDays(0.5) }, now)).toBe(false);
    expect(isPromotionActive({ ...promotion, promotionEndDate: inDays(-0.5) }, now)).toBe(false);
  });

  it('needs the flag and both dates', () => {
    expect(isPromotionActive({ ...promotion, hasPromotion: false }, now)).toBe(false);
    expect(isPromotionActive({ ...promotion, promotionStartDate: null }, now)).toBe(false);
    expect(isPromotionActive({ ...promotion, promotionEndDate: null }, now)).toBe(false);
  });
});

describe('promotionCountdown', () => {
  it.each([
    [-3, { kind: 'ended' }],
    [0, { kind: 'ended' }],
    [1, { kind: 'days', count: 1 }],
    [7, { kind: 'days', count: 7 }],
    [8, { kind: 'weeks', count: 2 }],
    [14, { kind: 'weeks', count: 2 }],
    [30, { kind: 'weeks', count: 5 }],
    [31, { kind: 'months', count: 2 }],
    [60, { kind: 'months', count: 2 }],
  ])('%i days left gives %o', (days, countdown) => {
    expect(promotionCountdown(inDays(days), now)).toEqual(countdown);
  });

  it('counts a part of a day as a whole day', () => {
    expect(promotionCountdown(inDays(0.1), now)).toEqual({ kind: 'days', count: 1 });
    expect(promotionCountdown(inDays(7.1), now)).toEqual({ kind: 'weeks', count: 2 });
  });
});

describe('planFeatures', () => {
  it('splits on newlines, trims and drops empty lines', () => {
    expect(planFeatures('Onbeperkt producten\n  Eigen domein  \n\n\r\nSupport\r\n', 'Normal')).toEqual([
      'Onbeperkt producten',
      'Eigen domein',
      'Support',
    ]);
  });

  it('falls back to the defaults of the plan type when nothing remains', () => {
    expect(planFeatures('', 'Premium')).toEqual(DEFAULT_PLAN_FEATURES.Premium);
    expect(planFeatures(' \n \n', 'Trial')).toEqual(DEFAULT_PLAN_FEATURES.Trial);
    expect(planFeatures(null, 'Normal')).toEqual(DEFAULT_PLAN_FEATURES.Normal);
    expect(planFeatures(undefined, 'Unknown')).toEqual([]);
  });

  it('has defaults for every plan type', () => {
    for (const type of ['Trial', 'Normal', 'Premium']) expect(DEFAULT_PLAN_FEATURES[type]?.length).toBeGreaterThan(0);
  });
});

describe('FALLBACK_PLANS', () => {
  it('are Trial at 0, Normal at 9.99 and Premium at 19.99, monthly', () => {
    expect(FALLBACK_PLANS.map((plan) => [plan.type, plan.price, plan.billingCycle])).toEqual([
      ['Trial', 0, 'Monthly'],
      ['Normal', 9.99, 'Monthly'],
      ['Premium', 19.99, 'Monthly'],
    ]);
  });
});
