import type { TSubscriptionPlan } from '@shop/contracts';

export type BillingCycle = TSubscriptionPlan['billingCycle'];

const CYCLE_ORDER: BillingCycle[] = ['Monthly', 'Yearly'];

/** The free trial is no choice of billing period: it shows beside the plans of either period. */
const isTrial = (plan: TSubscriptionPlan) => plan.type === 'Trial';

/** The billing periods the paid plans come in, monthly first. */
export function billingCycles(plans: TSubscriptionPlan[]): BillingCycle[] {
  const present = new Set(plans.filter((plan) => !isTrial(plan)).map((plan) => plan.billingCycle));
  return CYCLE_ORDER.filter((cycle) => present.has(cycle));
}

/** The trial and the paid plans of one billing period, in the platform's order. */
export function plansForCycle(plans: TSubscriptionPlan[], cycle: BillingCycle): TSubscriptionPlan[] {
  return plans.filter((plan) => isTrial(plan) || plan.billingCycle === cycle);
}

/** Spec §4/§9: Premium is marked 'Meest populair'; of the plans shown, only the first Premium is. */
export function mostPopularPlanId(plans: TSubscriptionPlan[]): number | null {
  return plans.find((plan) => plan.type === 'Premium')?.id ?? null;
}
