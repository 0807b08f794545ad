import type { TCart, TPaymentMethod, TShippingMethod } from '@shop/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutForm } from '#src/features/checkout/components/checkout-form.tsx';

const cart: TCart = {
  items: [
    {
      id: 1,
      product: {
        id: 7,
        name: 'Kaars',
        sku: 'K-1',
        price: 12.5,
        originalPrice: null,
        images: [],
        stockQuantity: 5,
        madeToOrder: false,
        needsPackageSending: false,
        weightGrams: 300,
        isActive: true,
        isAvailable: true,
      },
      quantity: 2,
      unitPrice: 12.5,
      totalPrice: 25,
      addons: [],
    },
  ],
  itemCount: 2,
  totalValue: 25,
  totalAmount: 25,
  totalWeightGrams: 600,
  requiresPackageShipping: false,
};

const method = (overrides: Partial<TShippingMethod>): TShippingMethod => ({
  id: 1,
  name: 'Brievenbuspakje',
  description: '',
  deliveryDescription: '',
  type: 'envelope',
  totalPrice: 4.25,
  estimatedDays: 2,
  isValidForCurrentOrder: true,
  weightExceedsLimit: false,
  maxWeight: 500,
  weightBelowMinimum: false,
  minWeight: null,
  requiresPackageShipping: false,
  cartWeight: 600,
  ...overrides,
});

const envelope = method({ id: 1, isValidForCurrentOrder: false, weightExceedsLimit: true });
const parcel = method({ id: 2, name: 'Pakket', type: 'parcel', totalPrice: 6.95, maxWeight: null });
const pickup = method({ id: 3, name: 'Ophalen', type: 'pickup', totalPrice: 0, maxWeight: null });

const payments: TPaymentMethod[] = [
  {
    id: 11,
    type: 'BankTransfer',
    name: 'Bankoverschrijving',
    isEnabled: true,
    instructions: 'Binnen 7 dagen',
    bankIBAN: 'NL91ABNA0417164300',
    bankAccountName: 'Shop',
    bankBIC: 'ABNANL2A',
  },
  {
    id: 12,
    type: 'Stripe',
    name: 'iDEAL',
    isEnabled: true,
    instructions: '',
    bankIBAN: null,
    bankAccountName: null,
    bankBIC: null,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(
  options: {
    methods?: TShippingMethod[];
    redirect?: (url: string) => void;
    cart?: TCart;
    onStockChanged?: () => void;
  } = {},
) {
  const location = memoryLocation({ path: '/checkout', record: true });
  const redirect = options.redirect ?? vi.fn();
  const view = render(
    <Router hook={location.hook}>
      <CheckoutForm
        tenantId="00000000-0000-4000-8000-000000000001"
        cart={options.cart ?? cart}
        shippingMethods={options.methods ?? [envelope, parcel]}
        paymentMethods={payments}
        customer={null}
        redirect={redirect}
        onStockChanged={options.onStockChanged}
      />
    </Router>,
  );
  return { ...view, location, redirect };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' })));

function fillValidForm() {
  type('E-mailadres', 'an@example.nl');
  type('Voornaam', 'An');
  type('Achternaam', 'de Vries');
  type('Adres', 'Dorpsstraat 1');
  type('Postcode', '1234 AB');
  type('Plaats', 'Deventer');
}

describe('CheckoutForm (spec §5 checkout rules)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn(async () => json({ subTotal: 25, shippingCost: 6.95, taxAmount: 5.54, totalAmount: 31.95 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('an empty submit lists every required message under the summary heading and places nothing', async () => {
    setup();
    await submit();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Er zijn fouten gevonden in het formulier');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'E-mailadres is verplicht',
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'Factuuradres is verplicht',
      'Postcode is verplicht',
      'Plaats is verplicht',
      'Selecteer een verzendmethode',
      'Selecteer een betaalmethode',
    ]);
    expect(field('Voornaam').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("editing a field clears that field's error", async () => {
    setup();
    await submit();
    expect(screen.getAllByText('Voornaam is verplicht')).toHaveLength(2);
    type('Voornaam', 'An');
    expect(screen.queryByText('Voornaam is verplicht')).toBeNull();
    expect(field('Voornaam').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Achternaam is verplicht')).toHaveLength(2);
  });

  it('an invalid e-mail address is refused', async () => {
    setup();
    type('E-mailadres', 'geen-adres');
    await submit();
    expect(screen.getAllByText('Voer een geldig e-mailadres in').length).toBeGreaterThan(0);
  });

  it('a separate shipping address needs its address, city and postal code', async () => {
    setup();
    fillValidForm();
    fireEvent.click(screen.getByLabelText('Verzendadres is hetzelfde als factuuradres'));
    await submit();
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Verzendadres is verplicht',
      'Postcode is verplicht',
      'Plaats is verplicht',
      'Selecteer een verzendmethode',
      'Selecteer een betaalmethode',
    ]);
  });

  it('offers Nederland, België and Duitsland with Nederland chosen', () => {
    setup();
    const country = field('Land') as HTMLSelectElement;
    expect(Array.from(country.options).map((option) => option.value)).toEqual(['Nederland', 'België', 'Duitsland']);
    expect(country.value).toBe('Nederland');
  });

  it('disables an invalid shipping method with its weight warning; choosing one recalculates the totals', async () => {
    setup();
    const envelopeRadio = screen.getByRole('radio', { name: /Brievenbuspakje/ });
    expect((envelopeRadio as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/te zwaar voor deze verzendmethode \(maximaal 500 g\)/)).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/calculate-shipping$/),
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ shippingMethodId: 2 }) }),
    );
    expect(screen.getAllByText(/31,95/).length).toBeGreaterThan(0);
    expect(screen.getByText(/5,54/)).toBeTruthy();
  });

  it('when the chosen method becomes invalid it is cleared and the first valid one chosen', async () => {
    const { rerender, location } = setup({ methods: [envelope, parcel, pickup] });
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    rerender(
      <Router hook={location.hook}>
        <CheckoutForm
          tenantId="00000000-0000-4000-8000-000000000001"
          cart={cart}
          shippingMethods={[envelope, { ...parcel, isValidForCurrentOrder: false, weightBelowMinimum: true }, pickup]}
          paymentMethods={payments}
          customer={null}
        />
      </Router>,
    );
    await act(async () => {});
    expect((screen.getByRole('radio', { name: /Ophalen/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Pakket/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('a valid order disables the button while submitting, then opens the confirmation', async () => {
    let answer: (response: Response) => void = () => {};
    const { location } = setup();
    fillValidForm();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    fireEvent.click(screen.getByRole('radio', { name: /Bankoverschrijving/ }));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit();
    const button = screen.getByRole('button', { name: 'Bestelling wordt geplaatst...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toMatch(/\/place-order$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      customerEmail: 'an@example.nl',
      billingCountry: 'Nederland',
      useSameAsBilling: true,
      shippingMethodId: 2,
      paymentMethod: 11,
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await act(async () =>
      answer(json({ orderNumber: 'WW-AAAA-BBBB-CCCC-DD', requiresPayment: false, paymentUrl: null }, 201)),
    );
    expect(location.history?.at(-1)).toBe('/order-confirmation/WW-AAAA-BBBB-CCCC-DD');
  });

  it('a card payment goes to the payment URL', async () => {
    const redirect = vi.fn();
    setup({ redirect });
    fillValidForm();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    fireEvent.click(screen.getByRole('radio', { name: /iDEAL/ }));
    fetchMock.mockResolvedValueOnce(
      json({ orderNumber: 'WW-AAAA-BBBB-CCCC-DD', requiresPayment: true, paymentUrl: '/api/payments/demo/X' }, 201),
    );
    await submit();
    expect(redirect).toHaveBeenCalledWith('/api/payments/demo/X');
  });

  it('§8 place-order failures: the server message, else the network text', async () => {
    setup();
    fillValidForm();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    fireEvent.click(screen.getByRole('radio', { name: /Bankoverschrijving/ }));
    fetchMock.mockResolvedValueOnce(json({ error: 'conflict', message: 'Niet genoeg voorraad' }, 409));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Niet genoeg voorraad');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Er is een fout opgetreden bij het plaatsen van de bestelling');
  });

  it('a line with more than the stock left is listed with what is left, and the order cannot be placed', async () => {
    const [line] = cart.items;
    if (!line) throw new Error('fixture needs a line');
    const soldDown: TCart = { ...cart, items: [{ ...line, product: { ...line.product, stockQuantity: 1 } }] };
    setup({ cart: soldDown });
    const problems = screen.getByRole('alert');
    expect(within(problems).getByText('Niet alles is nog op voorraad')).toBeTruthy();
    expect(within(problems).getByRole('listitem').textContent).toBe('Kaars: Nog 1 op voorraad');
    expect(within(problems).getByRole('link', { name: 'Winkelwagen aanpassen' }).getAttribute('href')).toBe('/cart');
    const place = screen.getByRole('button', { name: 'Bestelling plaatsen' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fillValidForm();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    fireEvent.click(screen.getByRole('radio', { name: /Bankoverschrijving/ }));
    await act(async () => void fireEvent.submit(place.form as HTMLFormElement));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/place-order'))).toBe(false);
  });

  it('a 409 from place-order (stock taken meanwhile) has the cart read again', async () => {
    const onStockChanged = vi.fn();
    setup({ onStockChanged });
    fillValidForm();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Pakket/ })));
    fireEvent.click(screen.getByRole('radio', { name: /Bankoverschrijving/ }));
    fetchMock.mockImplementation(async (url: unknown) =>
      String(url).includes('/place-order')
        ? json({ error: 'insufficient_stock', message: 'Van "Kaars" zijn er nog 1 op voorraad.' }, 409)
        : json({ subTotal: 25, shippingCost: 6.95, taxAmount: 5.54, totalAmount: 31.95 }),
    );
    await submit();
    expect(onStockChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Van "Kaars" zijn er nog 1 op voorraad.')).toBeTruthy();
  });
});
