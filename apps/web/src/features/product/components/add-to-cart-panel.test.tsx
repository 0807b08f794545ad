import type { TProduct, TProductAddon } from '@shop/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartPanel } from '#src/features/product/components/add-to-cart-panel.tsx';
import { CART_UPDATED_EVENT } from '#src/lib/cart.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';

const product = (overrides: Partial<TProduct> = {}): TProduct =>
  ({
    id: 14,
    name: 'Snijplank eikenhout',
    price: 39.95,
    originalPrice: null,
    isDiscountActive: false,
    discountPercentage: null,
    stockQuantity: 7,
    madeToOrder: false,
    isActive: true,
    images: [],
    ...overrides,
  }) as TProduct;

const addon = (overrides: Partial<TProductAddon>): TProductAddon => ({
  id: 1,
  name: 'Addon',
  description: '',
  price: 0,
  type: 'Simple',
  isRequired: false,
  isInputRequired: false,
  inputFieldLabel: null,
  inputFieldPlaceholder: null,
  images: [],
  ...overrides,
});

const ADDONS = [
  addon({ id: 1, name: 'Geschenkverpakking', isRequired: true, price: 2.5 }),
  addon({
    id: 2,
    name: 'Gravure',
    type: 'Complex',
    isInputRequired: true,
    price: 7.5,
    inputFieldLabel: 'Tekst voor de gravure',
  }),
];

function mockFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AddToCartPanel (spec §5 add-ons and quantity, §8 messages)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps required add-ons selected and not deselectable', () => {
    render(<AddToCartPanel product={product()} tenantId={TENANT} addons={ADDONS} />);
    const required = screen.getByRole('checkbox', { name: /Geschenkverpakking/ }) as HTMLInputElement;
    expect(required.checked).toBe(true);
    expect(required.disabled).toBe(true);
    fireEvent.click(required);
    expect(required.checked).toBe(true);
  });

  it('blocks adding while a selected Complex add-on has no text, with the exact messages', async () => {
    const fetchMock = mockFetch(async () => new Response('{}', { status: 200 }));
    render(<AddToCartPanel product={product()} tenantId={TENANT} addons={ADDONS} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Gravure/ }));
    const input = screen.getByLabelText(/Tekst voor de gravure/) as HTMLTextAreaElement;
    expect(input.maxLength).toBe(1000);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required addon fields before adding to cart.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the item with its add-ons, fires cartUpdated and shows the success text for 3 s', async () => {
    const fetchMock = mockFetch(async () => new Response(JSON.stringify({ itemCount: 2, items: [] }), { status: 200 }));
    const onUpdate = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    render(<AddToCartPanel product={product()} tenantId={TENANT} addons={ADDONS} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Gravure/ }));
    fireEvent.change(screen.getByLabelText(/Tekst voor de gravure/), { target: { value: 'Voor Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aantal verhogen' }));
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));

    expect(await screen.findByText('Snijplank eikenhout toegevoegd aan winkelwagen!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`^/api/cart/session_\\d+_[a-z0-9]+/${TENANT}/items$`));
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      productId: 14,
      quantity: 2,
      selectedAddons: [
        { productAddonId: 1, inputValue: '' },
        { productAddonId: 2, inputValue: 'Voor Anna' },
      ],
    });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('shopping_session_id')).toMatch(/^session_\d+_[a-z0-9]+$/);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(screen.queryByText('Snijplank eikenhout toegevoegd aan winkelwagen!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.queryByText('Snijplank eikenhout toegevoegd aan winkelwagen!')).toBeNull();
    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  });

  it('shows the server message, or the generic and network texts of §8', async () => {
    mockFetch(
      async () => new Response(JSON.stringify({ error: 'x', message: 'Niet genoeg voorraad' }), { status: 400 }),
    );
    const { unmount } = render(<AddToCartPanel product={product()} tenantId={TENANT} addons={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Niet genoeg voorraad');
    unmount();

    mockFetch(async () => new Response('', { status: 500 }));
    const second = render(<AddToCartPanel product={product()} tenantId={TENANT} addons={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Er is een fout opgetreden bij het toevoegen aan winkelwagen',
    );
    second.unmount();

    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<AddToCartPanel product={product()} tenantId={TENANT} addons={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Er is een netwerkfout opgetreden. Probeer het opnieuw.',
    );
  });

  it('limits the quantity to the stock left after what is in the cart', () => {
    render(<AddToCartPanel product={product({ stockQuantity: 3 })} tenantId={TENANT} addons={[]} inCart={1} />);
    const quantity = screen.getByLabelText('Aantal') as HTMLInputElement;
    expect(quantity.max).toBe('2');
    fireEvent.change(quantity, { target: { value: '50' } });
    expect(quantity.value).toBe('2');
    expect((screen.getByRole('button', { name: 'Aantal verhogen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('allows up to 100 for made-to-order products and nothing when sold out', () => {
    const { unmount } = render(
      <AddToCartPanel product={product({ stockQuantity: 0, madeToOrder: true })} tenantId={TENANT} addons={[]} />,
    );
    expect((screen.getByLabelText('Aantal') as HTMLInputElement).max).toBe('100');
    unmount();
    render(<AddToCartPanel product={product({ stockQuantity: 0 })} tenantId={TENANT} addons={[]} />);
    expect((screen.getByRole('button', { name: 'Niet beschikbaar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
