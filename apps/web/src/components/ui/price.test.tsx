import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from '#src/components/ui/price.tsx';
import { changeLocale } from '#src/lib/i18n.ts';

const base = { price: 12.5, originalPrice: null, isDiscountActive: false, discountPercentage: null };

describe('Price (spec §9 money: euros, 2 decimals)', () => {
  afterEach(async () => {
    await changeLocale('nl');
  });

  it("formats '€ 12,50' in Dutch", () => {
    render(<Price product={base} />);
    expect(screen.getByText('€ 12,50')).toBeTruthy();
  });

  it("formats '€12.50' in English", async () => {
    await changeLocale('en');
    render(<Price product={base} />);
    expect(screen.getByText('€12.50')).toBeTruthy();
  });

  it('formats thousands and whole euros with two decimals', () => {
    render(<Price product={{ ...base, price: 1899 }} />);
    expect(screen.getByText('€ 1.899,00')).toBeTruthy();
  });

  it('strikes the original price through and shows the badge while the discount is active', () => {
    const { container } = render(
      <Price product={{ price: 16.11, originalPrice: 18.95, isDiscountActive: true, discountPercentage: 15 }} />,
    );
    expect(screen.getByText('€ 16,11')).toBeTruthy();
    const struck = container.querySelector('.line-through');
    expect(struck?.textContent).toContain('€ 18,95');
    expect(screen.getByText('-15%')).toBeTruthy();
  });

  it('shows no badge and no struck price when the discount is not active', () => {
    const { container } = render(
      <Price product={{ price: 18.95, originalPrice: 18.95, isDiscountActive: false, discountPercentage: 15 }} />,
    );
    expect(container.querySelector('.line-through')).toBeNull();
    expect(screen.queryByText('-15%')).toBeNull();
  });

  it("shows no '-25%' for a discount the server reports as not active (its end date has passed)", () => {
    const { container } = render(
      <Price product={{ price: 24, originalPrice: null, isDiscountActive: false, discountPercentage: 25 }} />,
    );
    expect(screen.getByText('€ 24,00')).toBeTruthy();
    expect(container.querySelector('.line-through')).toBeNull();
    expect(screen.queryByText('-25%')).toBeNull();
  });

  it('never shows the badge without the regular price it is taken off', () => {
    const { container } = render(
      <Price product={{ price: 24, originalPrice: null, isDiscountActive: true, discountPercentage: 25 }} />,
    );
    expect(container.querySelector('.line-through')).toBeNull();
    expect(screen.queryByText('-25%')).toBeNull();
  });
});
