import type { TBackOfficeShippingMethod, TPaymentSettings } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentTab } from './payment-tab.tsx';
import SettingsRoute from './settings-route.tsx';

const BASE = '/api/platform/shops/atelier-anna';

const method = (overrides: Partial<TBackOfficeShippingMethod> = {}): TBackOfficeShippingMethod => ({
  id: 1,
  name: 'Brievenbus',
  description: '',
  deliveryDescription: '',
  type: 'envelope',
  price: 4.25,
  estimatedDays: 1,
  minWeight: null,
  maxWeight: 500,
  isActive: true,
  displayOrder: 0,
  ...overrides,
});

const payment: TPaymentSettings = {
  stripe: {
    isEnabled: false,
    hasSecretKey: true,
    secretKeyLast4: 'WXYZ',
    isLiveKey: false,
    hasWebhookSecret: false,
    webhookUrl: 'https://atelier-anna.winkelwerf.nl/api/payments/stripe/webhook/t1',
    webhookEvents: ['checkout.session.completed'],
  },
  bankTransfer: { isEnabled: false, iban: '', accountName: '', bic: '', instructions: '' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: { key: string; body: unknown }[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    if (found) return found();
    throw new Error(`unexpected ${key}`);
  });
}

const show = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('shipping methods', () => {
  it('lists the methods in order and switches one off with all its fields', async () => {
    answer({
      [`GET ${BASE}/shipping-methods`]: () =>
        json([method(), method({ id: 2, name: 'Pakket', type: 'parcel', price: 6.95, displayOrder: 1 })]),
      [`PUT ${BASE}/shipping-methods/1`]: () => json(method({ isActive: false })),
    });
    show(<SettingsRoute tenantName="atelier-anna" />);
    const list = await screen.findByRole('list', { name: 'Verzendmethoden' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Brievenbus', 'Pakket']);
    fireEvent.click(screen.getByRole('switch', { name: 'Brievenbus actief' }));
    await waitFor(() => expect(calls.some((call) => call.key === `PUT ${BASE}/shipping-methods/1`)).toBe(true));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      name: 'Brievenbus',
      description: '',
      deliveryDescription: '',
      type: 'envelope',
      price: 4.25,
      estimatedDays: 1,
      minWeight: null,
      maxWeight: 500,
      isActive: false,
    });
  });

  it('checks the form before sending: a minimum weight above the maximum', async () => {
    answer({ [`GET ${BASE}/shipping-methods`]: () => json([]) });
    show(<SettingsRoute tenantName="atelier-anna" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe verzendmethode' }));
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Pakket' } });
    fireEvent.change(screen.getByLabelText('Prijs in euro *'), { target: { value: '6,95' } });
    fireEvent.change(screen.getByLabelText('Minimumgewicht in gram'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Maximumgewicht in gram'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het minimumgewicht mag niet boven het maximum liggen')).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });
});

describe('payment methods', () => {
  it('shows the stored key by its last four, the webhook address, and checks an IBAN while typing', async () => {
    answer({ [`GET ${BASE}/payment-methods`]: () => json(payment) });
    show(<PaymentTab tenantName="atelier-anna" />);
    expect(await screen.findByText(/eindigend op WXYZ/)).toBeTruthy();
    expect((screen.getByLabelText('Webhook-adres om in Stripe in te vullen') as HTMLInputElement).value).toBe(
      payment.stripe.webhookUrl,
    );
    const iban = screen.getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'NL91 ABNA 0417 1643 01' } });
    expect(screen.getByText('Dit IBAN klopt niet')).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'NL91 ABNA 0417 1643 00' } });
    expect(screen.getByText('Dit IBAN klopt.')).toBeTruthy();
  });

  it("shows the server's refusal to enable Stripe", async () => {
    answer({
      [`GET ${BASE}/payment-methods`]: () => json(payment),
      [`PUT ${BASE}/payment-methods/stripe`]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Er zijn fouten gevonden in het formulier',
            fields: [{ field: 'body.isEnabled', message: 'Deze Stripe-sleutel werkt niet' }],
          },
          400,
        ),
    });
    show(<PaymentTab tenantName="atelier-anna" />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Stripe aan bij het afrekenen' }));
    expect(await screen.findByText('Deze Stripe-sleutel werkt niet')).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ isEnabled: true });
  });
});
