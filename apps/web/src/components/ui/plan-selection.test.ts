import { FALLBACK_PLANS, type TSubscriptionPlan } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { billingCycles, mostPopularPlanId, plansForCycle } from '#src/components/ui/plan-selection.ts';

/** A plan with the fallback plans' defaults (no promotion, active, no features). */
const plan = (
  id: number,
  type: TSubscriptionPlan['type'],
  billingCycle: TSubscriptionPlan['billingCycle'],
  price: number,
): TSubscriptionPlan => ({ ...(FALLBACK_PLANS[0] as TSubscriptionPlan), id, name: type, type, billingCycle, price });

const platformPlans = [
  plan(1, 'Trial', 'Monthly', 0),
  plan(2, 'Normal', 'Monthly', 9.99),
  plan(3, 'Premium', 'Monthly', 19.99),
  plan(4, 'Normal', 'Yearly', 99.9),
  plan(5, 'Premium', 'Yearly', 199.9),
];

describe('plan selection (spec §2.2, §4, §9)', () => {
  it('offers the billing periods of the paid plans, monthly first', () => {
    expect(billingCycles(platformPlans)).toEqual(['Monthly', 'Yearly']);
    expect(billingCycles([...platformPlans].reverse())).toEqual(['Monthly', 'Yearly']);
    expect(billingCycles(FALLBACK_PLANS)).toEqual(['Monthly']);
  });

  it('shows the trial beside the plans of the chosen period', () => {
    expect(plansForCycle(platformPlans, 'Monthly').map((shown) => shown.id)).toEqual([1, 2, 3]);
    expect(plansForCycle(platformPlans, 'Yearly').map((shown) => shown.id)).toEqual([1, 4, 5]);
  });

  it("marks exactly one shown card 'Meest populair': the first Premium", () => {
    expect(mostPopularPlanId(plansForCycle(platformPlans, 'Monthly'))).toBe(3);
    expect(mostPopularPlanId(plansForCycle(platformPlans, 'Yearly'))).toBe(5);
    expect(mostPopularPlanId(platformPlans)).toBe(3);
    expect(mostPopularPlanId([plan(1, 'Trial', 'Monthly', 0)])).toBeNull();
  });
});
