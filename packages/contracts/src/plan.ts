import { z } from 'zod';

export const ZSubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['Trial', 'Normal', 'Premium']),
  billingCycle: z.enum(['Monthly', 'Yearly']),
  price: z.number(),
  description: z.string(),
  isActive: z.boolean(),
  features: z.string(),
  hasPromotion: z.boolean(),
  promotionStartDate: z.string().nullable(),
  promotionEndDate: z.string().nullable(),
  promotionalPrice: z.number().nullable(),
  promotionalDescription: z.string().nullable(),
  promotionalDurationMonths: z.number().int().nullable(),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;

const fallback = (id: number, name: string, type: TSubscriptionPlan['type'], price: number): TSubscriptionPlan => ({
  id,
  name,
  type,
  billingCycle: 'Monthly',
  price,
  description: '',
  isActive: true,
  features: '',
  hasPromotion: false,
  promotionStartDate: null,
  promotionEndDate: null,
  promotionalPrice: null,
  promotionalDescription: null,
  promotionalDurationMonths: null,
});

/** Spec §9: shown when the plans call fails. */
export const FALLBACK_PLANS: TSubscriptionPlan[] = [
  fallback(-1, 'Trial', 'Trial', 0),
  fallback(-2, 'Normal', 'Normal', 9.99),
  fallback(-3, 'Premium', 'Premium', 19.99),
];
