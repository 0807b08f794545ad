import type { TBackOfficeAddon } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddonsEditor } from '#src/features/back-office/catalogue/addons-editor.tsx';
import { parseEuros } from '#src/features/back-office/catalogue/categories/addon-form.tsx';

const PATH = '/api/platform/shops/atelier-anna/products/7/addons';

const addon = (overrides: Partial<TBackOfficeAddon> = {}): TBackOfficeAddon => ({
  id: 1,
  productId: 7,
  name: 'Kaartje',
  description: '',
  price: 2.5,
  type: 'Simple',
  isRequired: false,
  isInputRequired: false,
  inputFieldLabel: null,
  inputFieldPlaceholder: null,
  isActive: true,
  displayOrder: 0,
  images: { count: 0, primaryImageId: null, primaryAltText: '' },
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: { key: string; body: unknown }[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    if (!found) throw new Error(`unexpected ${key}`);
    return found();
  });
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddonsEditor tenantName="atelier-anna" productId={7} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AddonsEditor', () => {
  it('lists the add-ons in order with price, kind and rules, and moves one down with its button', async () => {
    const list = [
      addon({ id: 1, name: 'Kaartje', type: 'Complex', isInputRequired: true }),
      addon({ id: 2, name: 'Strik', isRequired: true, price: 0 }),
    ];
    answer({
      [`GET ${PATH}`]: () => json(list),
      [`PUT ${PATH}/order`]: () => json([list[1], list[0]]),
    });
    show();
    const items = within(await screen.findByRole('list', { name: 'Opties in volgorde' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Kaartje+ € 2,50Met invoerveld (Complex) · Invoer verplicht'),
      expect.stringContaining('Strik+ € 0,00Eenvoudig · Altijd gekozen'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Kaartje omlaag' }));
    expect(screen.getByText('Kaartje staat nu op plaats 2 van 2.').getAttribute('role')).toBe('status');
    await waitFor(() => expect(calls.find((call) => call.key === `PUT ${PATH}/order`)?.body).toEqual({ ids: [2, 1] }));
  });

  it('shows the input fields only for a Complex add-on and sends the price in euros', async () => {
    const created = addon({ id: 3, name: 'Gravure', type: 'Complex', price: 4.95 });
    answer({ [`GET ${PATH}`]: () => json([]), [`POST ${PATH}`]: () => json(created, 201) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Optie toevoegen' }));
    expect(screen.queryByLabelText('Label van het invoerveld')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Gravure' } });
    fireEvent.change(screen.getByLabelText(/^Meerprijs/), { target: { value: '4,95' } });
    fireEvent.change(screen.getByLabelText('Soort'), { target: { value: 'Complex' } });
    fireEvent.change(screen.getByLabelText('Label van het invoerveld'), { target: { value: 'Naam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Optie "Gravure" is toegevoegd.');
    expect(calls.find((call) => call.key === `POST ${PATH}`)?.body).toMatchObject({
      name: 'Gravure',
      price: 4.95,
      type: 'Complex',
      inputFieldLabel: 'Naam',
    });
  });

  it("puts the server's field errors at their fields", async () => {
    answer({
      [`GET ${PATH}`]: () => json([addon()]),
      [`PUT ${PATH}/1`]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Er zijn fouten',
            fields: [{ field: 'body.name', message: 'Maximaal 200 tekens' }],
          },
          400,
        ),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Kaartje bewerken' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Maximaal 200 tekens');
    expect(screen.getByLabelText(/^Naam/).getAttribute('aria-invalid')).toBe('true');
  });

  it('reads prices as the owner types them', () => {
    expect(parseEuros('2,50')).toBe(2.5);
    expect(parseEuros('€ 3.1')).toBe(3.1);
    expect(parseEuros('0')).toBe(0);
    expect(parseEuros('1,005')).toBeNull();
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
  });
});
