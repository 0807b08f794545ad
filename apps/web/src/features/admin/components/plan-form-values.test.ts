import type { TAdminPlan } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  formToInput,
  isoToLocalInput,
  localInputToIso,
  parseEuros,
  planToForm,
} from '#src/features/admin/components/plan-form-values.ts';

const plan: TAdminPlan = {
  id: 3,
  name: 'Premium',
  type: 'Premium',
  billingCycle: 'Monthly',
  price: 19.9,
  description: 'Alles',
  isActive: true,
  features: 'Eigen thema\nFocusShop',
  hasPromotion: true,
  promotionStartDate: '2026-03-01T08:00:00.000Z',
  promotionEndDate: '2026-03-31T21:59:00.000Z',
  promotionalPrice: 14.99,
  promotionalDescription: 'Voorjaarsactie',
  promotionalDurationMonths: 3,
  displayOrder: 2,
};

describe('plan form values', () => {
  it('turns a datetime-local value into ISO with the browser offset and back', () => {
    const iso = localInputToIso('2026-03-01T09:30');
    expect(iso).toMatch(/^2026-03-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso ?? '')).toBe(new Date('2026-03-01T09:30').getTime());
    expect(isoToLocalInput(iso)).toBe('2026-03-01T09:30');
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('reads euros with a comma or a point, at most two decimals', () => {
    expect(parseEuros('9,99')).toBe(9.99);
    expect(parseEuros(' 10 ')).toBe(10);
    expect(parseEuros('9.999')).toBeNull();
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });

  it('sends an unchanged plan back as it was, features one per line', () => {
    const result = formToInput({ ...planToForm(plan), features: '  Eigen thema \n\n FocusShop\n' });
    if (!('input' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.input).toMatchObject({
      name: 'Premium',
      price: 19.9,
      features: 'Eigen thema\nFocusShop',
      promotionalPrice: 14.99,
      promotionalDurationMonths: 3,
      displayOrder: 2,
    });
    expect(Date.parse(result.input.promotionStartDate ?? '')).toBe(Date.parse('2026-03-01T08:00:00Z'));
    expect(Date.parse(result.input.promotionEndDate ?? '')).toBe(Date.parse('2026-03-31T21:59:00Z'));
  });

  it('names the fields that cannot be sent', () => {
    const empty = { ...planToForm(null), hasPromotion: true, price: 'gratis' };
    expect(formToInput(empty)).toEqual({
      errors: {
        name: 'required',
        price: 'amount',
        promotionStartDate: 'required',
        promotionEndDate: 'required',
        promotionalPrice: 'required',
      },
    });
    expect(
      formToInput({ ...planToForm(plan), price: '100000,01', promotionalDurationMonths: '500', displayOrder: '1001' }),
    ).toEqual({ errors: { price: 'range', promotionalDurationMonths: 'range', displayOrder: 'range' } });
    const backwards = { ...planToForm(plan), promotionEndDate: '2026-02-01T00:00' };
    expect(formToInput(backwards)).toEqual({ errors: { promotionEndDate: 'endBeforeStart' } });
  });

  it('sends no promotion dates when none are filled in', () => {
    const result = formToInput({ ...planToForm(null), name: 'Normaal', price: '9,99' });
    expect(result).toMatchObject({
      input: { hasPromotion: false, promotionStartDate: null, promotionEndDate: null, promotionalPrice: null },
    });
  });
});
