import {
  centsToEuros,
  eurosToCents,
  isShopPaused,
  type TAdminPlan,
  type TAdminShopRow,
  type TAuditEntry,
  type TSubscriptionStatus,
  type ZPlanInput,
} from '@shop/contracts';
import type { z } from 'zod';
import type { AdminShopRecord, AuditRecord, PlanRecord, PlanValues } from './queries.ts';

/** A shop without a subscription row predates subscriptions: it is open, like a paid one. */
const LEGACY_STATUS: TSubscriptionStatus = 'Active';

export function toAdminShopRow(record: AdminShopRecord, now: Date): TAdminShopRow {
  const status = (record.status ?? LEGACY_STATUS) as TSubscriptionStatus;
  return {
    id: record.id,
    name: record.name,
    displayName: record.displayName,
    status,
    paused: record.status !== null && isShopPaused({ ...record, status }, now),
    planName: record.planName,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    orderCount: record.orderCount,
    ownerEmail: record.ownerEmail,
  };
}

export function toAdminPlan(plan: PlanRecord): TAdminPlan {
  return {
    id: plan.id,
    name: plan.name,
    type: plan.type as TAdminPlan['type'],
    billingCycle: plan.billingCycle as TAdminPlan['billingCycle'],
    price: centsToEuros(plan.priceCents),
    description: plan.description,
    isActive: plan.isActive,
    features: plan.features,
    hasPromotion: plan.hasPromotion,
    promotionStartDate: plan.promotionStartDate?.toISOString() ?? null,
    promotionEndDate: plan.promotionEndDate?.toISOString() ?? null,
    promotionalPrice: plan.promotionalPriceCents === null ? null : centsToEuros(plan.promotionalPriceCents),
    promotionalDescription: plan.promotionalDescription,
    promotionalDurationMonths: plan.promotionalDurationMonths,
    displayOrder: plan.displayOrder,
  };
}

/** The Admin's plan form as table values: euros to cents, dates parsed. */
export function toPlanValues(input: z.output<typeof ZPlanInput>): PlanValues {
  const asDate = (value: string | null) => (value === null ? null : new Date(value));
  return {
    name: input.name,
    type: input.type,
    billingCycle: input.billingCycle,
    priceCents: eurosToCents(input.price),
    description: input.description,
    isActive: input.isActive,
    features: input.features,
    hasPromotion: input.hasPromotion,
    promotionStartDate: asDate(input.promotionStartDate),
    promotionEndDate: asDate(input.promotionEndDate),
    promotionalPriceCents: input.promotionalPrice === null ? null : eurosToCents(input.promotionalPrice),
    promotionalDescription: input.promotionalDescription,
    promotionalDurationMonths: input.promotionalDurationMonths,
    displayOrder: input.displayOrder,
  };
}

export function toAuditEntry(row: AuditRecord): TAuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}
