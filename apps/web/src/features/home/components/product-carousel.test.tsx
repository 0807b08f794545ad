import type { TProduct } from '@shop/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ProductCarousel } from '#src/features/home/components/product-carousel.tsx';

const product = (id: number): TProduct =>
  ({
    id,
    name: `Product ${id}`,
    shortDescription: '',
    price: 10,
    originalPrice: null,
    isDiscountActive: false,
    discountPercentage: null,
    stockQuantity: 20,
    madeToOrder: false,
    isActive: true,
    images: [],
  }) as unknown as TProduct;

const renderCarousel = (count: number) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ProductCarousel
        products={Array.from({ length: count }, (_, i) => product(i + 1))}
        tenantId="t"
        title="Uitgelicht"
      />
    </Router>,
  );

describe('ProductCarousel (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows arrows and one dot per product only with more than one product', () => {
    renderCarousel(3);
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Ga naar slide/ })).toHaveLength(3);
  });

  it('has no arrows or dots for a single product', () => {
    renderCarousel(1);
    expect(screen.queryByRole('button', { name: 'Vorige' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Ga naar slide/ })).toHaveLength(0);
  });

  it('marks the current dot and moves it every 4 s', () => {
    renderCarousel(3);
    const current = () =>
      screen.getAllByRole('button', { name: /Ga naar slide/ }).findIndex((dot) => dot.getAttribute('aria-current'));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe(1);
  });
});
