import { FALLBACK_PLANS, type TSubscriptionPlan } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanCard } from '#src/components/ui/plan-card.tsx';

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const premium = (overrides: Partial<TSubscriptionPlan> = {}): TSubscriptionPlan => ({
  id: 3,
  name: 'Premium',
  type: 'Premium',
  billingCycle: 'Monthly',
  price: 19.99,
  description: '',
  isActive: true,
  features: 'Alles van Normal\n\n  Eigen thema  \n',
  hasPromotion: true,
  promotionStartDate: new Date(NOW.getTime() - DAY).toISOString(),
  promotionEndDate: new Date(NOW.getTime() + 5 * DAY).toISOString(),
  promotionalPrice: 14.99,
  promotionalDescription: null,
  promotionalDurationMonths: null,
  ...overrides,
});

const endingIn = (days: number) => premium({ promotionEndDate: new Date(NOW.getTime() + days * DAY).toISOString() });

describe('PlanCard (spec §4 plan promotion)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the promotional price with the normal price struck through, the badge and the countdown', () => {
    const { container } = render(<PlanCard plan={premium()} popular />);
    expect(screen.getByText('€ 14,99')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('€ 19,99');
    expect(screen.getByText('BEPERKTE ACTIE')).toBeTruthy();
    expect(screen.getByTestId('plan-countdown').textContent).toBe('Nog 5 dagen');
    expect(screen.getByText('Meest populair')).toBeTruthy();
    expect(screen.getByText('per maand')).toBeTruthy();
  });

  it("is marked 'Meest populair' only when chosen as the one most popular card", () => {
    render(<PlanCard plan={premium({ billingCycle: 'Yearly' })} />);
    expect(screen.queryByText('Meest populair')).toBeNull();
  });

  it.each([
    [1, 'Nog 1 dag'],
    [7, 'Nog 7 dagen'],
    [8, 'Nog 2 weken'],
    [30, 'Nog 5 weken'],
    [31, 'Nog 2 maanden'],
  ])('%i days before the end reads %s', (days, text) => {
    render(<PlanCard plan={endingIn(days)} />);
    expect(screen.getByTestId('plan-countdown').textContent).toBe(text);
  });

  it("reads 'Actie afgelopen' when the end is reached inside the window", () => {
    render(<PlanCard plan={premium({ promotionEndDate: NOW.toISOString() })} now={NOW} />);
    expect(screen.getByTestId('plan-countdown').textContent).toBe('Actie afgelopen');
  });

  it('ignores a promotion outside its window or without dates', () => {
    const { container, unmount } = render(
      <PlanCard plan={premium({ promotionStartDate: new Date(NOW.getTime() + DAY).toISOString() })} />,
    );
    expect(screen.getByText('€ 19,99')).toBeTruthy();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('BEPERKTE ACTIE')).toBeNull();
    unmount();
    render(<PlanCard plan={premium({ promotionEndDate: null })} />);
    expect(screen.queryByTestId('plan-countdown')).toBeNull();
  });

  it("shows 'Gratis' for a zero price and 'per jaar' for yearly plans", () => {
    const [trial] = FALLBACK_PLANS;
    if (!trial) throw new Error('fallback trial missing');
    const { unmount } = render(<PlanCard plan={trial} />);
    expect(screen.getByText('Gratis')).toBeTruthy();
    unmount();
    render(<PlanCard plan={premium({ hasPromotion: false, billingCycle: 'Yearly', price: 199.9 })} />);
    expect(screen.getByText('per jaar')).toBeTruthy();
    expect(screen.getByText('€ 199,90')).toBeTruthy();
  });

  it('splits features on newlines, trims and drops empty lines; falls back to per-type defaults', () => {
    const { unmount } = render(<PlanCard plan={premium()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace('✓', ''))).toEqual([
      'Alles van Normal',
      'Eigen thema',
    ]);
    unmount();
    render(<PlanCard plan={premium({ features: ' \n ' })} />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
