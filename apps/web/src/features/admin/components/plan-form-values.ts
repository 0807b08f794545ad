import type { TAdminPlan, TPlanInput } from '@shop/contracts';

/** The plan form as the inputs hold it: text for numbers and dates, so a half-typed value survives. */
export interface PlanFormValues {
  name: string;
  type: TPlanInput['type'];
  billingCycle: TPlanInput['billingCycle'];
  price: string;
  description: string;
  isActive: boolean;
  features: string;
  hasPromotion: boolean;
  promotionStartDate: string;
  promotionEndDate: string;
  promotionalPrice: string;
  promotionalDescription: string;
  promotionalDurationMonths: string;
  displayOrder: string;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local value in the browser's time zone ('' for none). */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as ISO 8601 with the browser's offset (2026-03-01T09:00:00+01:00), or null. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00${zone}`;
}

const euroText = (value: number | null) => (value === null ? '' : value.toFixed(2));

export function planToForm(plan: TAdminPlan | null): PlanFormValues {
  return {
    name: plan?.name ?? '',
    type: plan?.type ?? 'Normal',
    billingCycle: plan?.billingCycle ?? 'Monthly',
    price: plan ? euroText(plan.price) : '',
    description: plan?.description ?? '',
    isActive: plan?.isActive ?? true,
    features: plan?.features ?? '',
    hasPromotion: plan?.hasPromotion ?? false,
    promotionStartDate: isoToLocalInput(plan?.promotionStartDate ?? null),
    promotionEndDate: isoToLocalInput(plan?.promotionEndDate ?? null),
    promotionalPrice: euroText(plan?.promotionalPrice ?? null),
    promotionalDescription: plan?.promotionalDescription ?? '',
    promotionalDurationMonths: plan?.promotionalDurationMonths ? String(plan.promotionalDurationMonths) : '',
    displayOrder: plan ? String(plan.displayOrder) : '0',
  };
}

/** Euros as typed ('9,99', '9.99', '10'), or null when it is no amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100) / 100;
}

const MAX_EUROS = 100_000;

const parseWhole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The request body, or the message keys (admin.plans.errors.*) of the fields that cannot be sent.
 * The server checks the rest (ranges, the promotion's window) and names its fields the same way.
 */
export function formToInput(form: PlanFormValues): { input: TPlanInput } | { errors: PlanFormErrors } {
  const errors: PlanFormErrors = {};
  const price = parseEuros(form.price);
  if (!form.name.trim()) errors.name = 'required';
  if (price === null) errors.price = 'amount';
  const displayOrder = parseWhole(form.displayOrder || '0');
  if (displayOrder === null) errors.displayOrder = 'whole';
  const promotionalPrice = form.promotionalPrice.trim() ? parseEuros(form.promotionalPrice) : null;
  if (form.promotionalPrice.trim() && promotionalPrice === null) errors.promotionalPrice = 'amount';
  const months = form.promotionalDurationMonths.trim() ? parseWhole(form.promotionalDurationMonths) : null;
  if (form.promotionalDurationMonths.trim() && months === null) errors.promotionalDurationMonths = 'whole';
  // The API's limits (contracts ZPlanInput), checked here so the message is in the visitor's language.
  if (price !== null && price > MAX_EUROS) errors.price = 'range';
  if (promotionalPrice !== null && promotionalPrice > MAX_EUROS) errors.promotionalPrice = 'range';
  if (months !== null && (months < 1 || months > 120)) errors.promotionalDurationMonths = 'range';
  if (displayOrder !== null && displayOrder > 1000) errors.displayOrder = 'range';
  const start = localInputToIso(form.promotionStartDate);
  const end = localInputToIso(form.promotionEndDate);
  if (form.hasPromotion) {
    if (!start) errors.promotionStartDate = 'required';
    if (!end) errors.promotionEndDate = 'required';
    if (promotionalPrice === null && !errors.promotionalPrice) errors.promotionalPrice = 'required';
  }
  if (start && end && Date.parse(start) >= Date.parse(end)) errors.promotionEndDate = 'endBeforeStart';
  if (Object.keys(errors).length > 0 || price === null || displayOrder === null) return { errors };
  return {
    input: {
      name: form.name.trim(),
      type: form.type,
      billingCycle: form.billingCycle,
      price,
      description: form.description.trim(),
      isActive: form.isActive,
      features: form.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
      hasPromotion: form.hasPromotion,
      promotionStartDate: start,
      promotionEndDate: end,
      promotionalPrice,
      promotionalDescription: form.promotionalDescription.trim() || null,
      promotionalDurationMonths: months,
      displayOrder,
    },
  };
}
