import type { TBackOfficeCustomer } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import CustomersRoute, { toCustomerQuery } from './customers-route.tsx';

const BASE = '/api/platform/shops/atelier-anna/customers';

const customer = (overrides: Partial<TBackOfficeCustomer> = {}): TBackOfficeCustomer => ({
  id: 4,
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.com',
  createdAt: '2026-01-01T10:00:00Z',
  anonymisedAt: null,
  orderCount: 1,
  totalSpentCents: 5695,
  phoneNumber: '0612345678',
  address: 'Dorpsstraat 1',
  postalCode: '3511 AA',
  city: 'Utrecht',
  country: 'Nederland',
  emailVerified: true,
  hasPassword: true,
  orders: [
    {
      orderNumber: 'WW-ABC',
      createdAt: '2026-02-01T10:00:00Z',
      status: 'Delivered',
      paymentStatus: 'Paid',
      totalAmountCents: 5695,
      asGuest: true,
    },
  ],
  messages: [],
  openOrderCount: 0,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: string[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push(key);
    const found = answers[key];
    if (found) return found();
    throw new Error(`unexpected ${key}`);
  });
}

const show = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path }).hook}>
        <CustomersRoute tenantName="atelier-anna" />
      </Router>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the customer list', () => {
  it('leaves an empty search out', () => {
    expect(toCustomerQuery(' ', 1)).toEqual({ page: 1, pageSize: 25 });
    expect(toCustomerQuery(' sanne ', 3)).toEqual({ page: 3, pageSize: 25, search: 'sanne' });
  });

  it('shows a deleted customer as such, in words', async () => {
    const { orders: _orders, ...row } = customer({ anonymisedAt: '2026-03-01T10:00:00Z', firstName: 'Verwijderd' });
    answer({ [`GET ${BASE}?page=1&pageSize=25`]: () => json({ items: [row], total: 1, page: 1, pageSize: 25 }) });
    show('/customers');
    const item = (await screen.findByText(/Verwijderd op verzoek/)).closest('li') as HTMLElement;
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/customers/4');
    expect(within(item).getByText('1 bestelling')).toBeTruthy();
  });
});

describe('one customer', () => {
  it('links the orders and the export, and deletes after a confirmation that says what is kept', async () => {
    const anonymised = customer({
      firstName: 'Verwijderd',
      lastName: '—',
      email: 'verwijderd-4@invalid',
      anonymisedAt: '2026-03-01T10:00:00Z',
    });
    let deleted = false;
    answer({
      [`GET ${BASE}/4`]: () => json(deleted ? anonymised : customer()),
      [`DELETE ${BASE}/4`]: () => {
        deleted = true;
        return json(anonymised);
      },
    });
    show('/customers/4');
    await screen.findByRole('heading', { level: 1, name: 'Klant Sanne de Vries' });
    const order = screen.getByRole('link', { name: /WW-ABC/ });
    expect(order.getAttribute('href')).toBe('/orders/WW-ABC');
    expect(order.textContent).toContain('als gast besteld');
    expect(screen.getByRole('link', { name: 'Gegevens downloaden (JSON)' }).getAttribute('href')).toBe(
      `${BASE}/4/export`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Klantgegevens verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Klantgegevens verwijderen?' });
    expect(dialog.textContent).toMatch(/Uitgegeven facturen blijven zoals ze zijn verstuurd/);
    expect(dialog.textContent).toMatch(/bestelnummers, artikelen, bedragen/);
    expect(calls).not.toContain(`DELETE ${BASE}/4`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder de gegevens' }));
    await screen.findByText(
      'De gegevens van deze klant zijn verwijderd. De bestellingen staan nog in je administratie.',
    );
    await screen.findByRole('heading', { level: 1, name: 'Klant Verwijderd —' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Klantgegevens verwijderen' })).toBeNull());
  });

  it('explains why a customer with open orders cannot be deleted yet', async () => {
    answer({ [`GET ${BASE}/4`]: () => json(customer({ openOrderCount: 2 })) });
    show('/customers/4');
    const button = await screen.findByRole('button', { name: 'Klantgegevens verwijderen' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/nog 2 open bestellingen/);
  });
});
