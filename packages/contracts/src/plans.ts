export interface PromotionFacts {
  hasPromotion: boolean;
  promotionStartDate: string | null;
  promotionEndDate: string | null;
}

/** Spec §4: active only if flagged, both dates exist and now lies between them. */
export function isPromotionActive(plan: PromotionFacts, now: Date): boolean {
  if (!plan.hasPromotion || !plan.promotionStartDate || !plan.promotionEndDate) return false;
  const start = new Date(plan.promotionStartDate);
  const end = new Date(plan.promotionEndDate);
  return now >= start && now <= end;
}

export type TCountdown =
  | { kind: 'ended' }
  | { kind: 'days'; count: number }
  | { kind: 'weeks'; count: number }
  | { kind: 'months'; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Actie afgelopen' at 0 days or less; days up to 7; weeks up to 30 days; months beyond. */
export function promotionCountdown(endDate: string, now: Date): TCountdown {
  const days = Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return { kind: 'ended' };
  if (days <= 7) return { kind: 'days', count: days };
  if (days <= 30) return { kind: 'weeks', count: Math.ceil(days / 7) };
  return { kind: 'months', count: Math.ceil(days / 30) };
}

export const DEFAULT_PLAN_FEATURES: Record<string, string[]> = {
  Trial: ['3 dagen gratis', 'Alle functies', 'Geen creditcard nodig'],
  Normal: ['Onbeperkt producten', 'Eigen subdomein', 'iDEAL en bankoverschrijving', 'E-mailondersteuning'],
  Premium: ['Alles van Normaal', 'FocusShop- en OneProductStore-layouts', 'Eigen thema', 'Voorrang bij support'],
};

/** Split on newlines, trim, drop empty lines; fall back to the per-type defaults. */
export function planFeatures(features: string | null | undefined, type: string): string[] {
  const lines = (features ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : (DEFAULT_PLAN_FEATURES[type] ?? []);
}
