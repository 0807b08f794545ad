import type { TTenant } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ClosedShopPage, ComingSoonGate } from '#src/features/tenant/components/shop-state-pages.tsx';
import { ShopContext, type ShopContextValue } from '#src/lib/shop-context.ts';

const shop = {
  tenant: { id: '00000000-0000-4000-8000-000000000001', name: 'atelier', displayName: 'Atelier Anna' } as TTenant,
  theme: null,
  subscriptionType: null,
  layout: 'standard',
  focusSettings: null,
  focusLook: false,
} satisfies ShopContextValue;

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="robots"]')) meta.remove();
});

describe('shop state pages', () => {
  it('a paused shop is one closed page that search engines do not index', () => {
    const { unmount } = render(
      <ShopContext.Provider value={shop}>
        <ClosedShopPage />
      </ShopContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tijdelijk gesloten' })).toBeTruthy();
    expect(screen.getByText('Atelier Anna')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Tijdelijk gesloten | Atelier Anna');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("sets the robots tag the server's head already holds instead of adding a second one", () => {
    const served = document.createElement('meta');
    served.name = 'robots';
    served.content = 'index';
    document.head.appendChild(served);
    const { unmount } = render(
      <ShopContext.Provider value={shop}>
        <ClosedShopPage />
      </ShopContext.Provider>,
    );
    expect(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((meta) => meta.content),
    ).toEqual(['noindex']);
    unmount();
    expect(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((meta) => meta.content),
    ).toEqual(['index']);
  });

  it.each([
    ['/', true],
    ['/products', true],
    ['/product/4', true],
    ['/contact', false],
    ['/terms-and-conditions/privacy', false],
  ])('a shop without products shows "binnenkort open" on %s: %s', (path, comingSoon) => {
    render(
      <Router hook={memoryLocation({ path }).hook}>
        <ShopContext.Provider value={shop}>
          <ComingSoonGate>
            <p>route content</p>
          </ComingSoonGate>
        </ShopContext.Provider>
      </Router>,
    );
    expect(screen.queryByRole('heading', { name: 'Binnenkort open' }) !== null).toBe(comingSoon);
    expect(screen.queryByText('route content') !== null).toBe(!comingSoon);
  });
});
