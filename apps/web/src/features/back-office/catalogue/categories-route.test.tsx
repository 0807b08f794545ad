import type { TBackOfficeCategory } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CategoriesRoute from '#src/features/back-office/catalogue/categories-route.tsx';

const PATH = '/api/platform/shops/atelier-anna/categories';

const category = (overrides: Partial<TBackOfficeCategory> = {}): TBackOfficeCategory => ({
  id: 1,
  name: 'Kaarsen',
  description: '',
  color: '#123456',
  isActive: true,
  displayOrder: 0,
  productCount: 3,
  images: { count: 0, primaryImageId: null, primaryAltText: '' },
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: { key: string; body: unknown }[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    if (found) return found();
    if (key.endsWith('/dashboard')) return json({}, 404);
    throw new Error(`unexpected ${key}`);
  });
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CategoriesRoute tenantName="atelier-anna" />
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CategoriesRoute', () => {
  it('lists the categories in order with their product counts and shown or hidden', async () => {
    answer({
      [`GET ${PATH}`]: () =>
        json([category(), category({ id: 2, name: 'Zeep', productCount: 1, isActive: false, displayOrder: 1 })]),
    });
    show();
    const list = await screen.findByRole('list', { name: 'Categorieën in volgorde' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kaarsen3 productenZichtbaarBewerkenVerwijderen↑↓',
      'Zeep1 productVerborgenBewerkenVerwijderen↑↓',
    ]);
    expect(screen.getByRole('switch', { name: 'Kaarsen tonen in de winkel' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Zeep tonen in de winkel' }).getAttribute('aria-checked')).toBe('false');
    expect(
      (screen.getByRole('button', { name: 'Kaarsen omhoog' }) as HTMLButtonElement).disabled,
      'the first cannot move up',
    ).toBe(true);
  });

  it('creates a category; a name the shop already has gets its error at the field', async () => {
    let attempt = 0;
    answer({
      [`GET ${PATH}`]: () => json([category()]),
      [`POST ${PATH}`]: () =>
        attempt++ === 0
          ? json(
              {
                error: 'validation_error',
                message: 'Er zijn fouten',
                fields: [{ field: 'body.name', message: 'Er is al een categorie met deze naam' }],
              },
              400,
            )
          : json(category({ id: 5, name: 'Zeep' }), 201),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe categorie' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe categorie' });
    fireEvent.change(within(dialog).getByLabelText(/^Naam/), { target: { value: 'kaarsen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Er is al een categorie met deze naam');
    expect(within(dialog).getByLabelText(/^Naam/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText(/^Naam/), { target: { value: 'Zeep' } });
    fireEvent.change(within(dialog).getByLabelText('Kleurcode (#rrggbb)'), { target: { value: '#ffee00' } });
    expect(within(dialog).getByText(/witte tekst is slecht leesbaar/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Categorie "Zeep" is aangemaakt.');
    expect(calls.filter((call) => call.key === `POST ${PATH}`).at(-1)?.body).toEqual({
      name: 'Zeep',
      description: '',
      color: '#ffee00',
      isActive: true,
    });
  });

  it('says before deleting that the products stay without a category', async () => {
    answer({ [`GET ${PATH}`]: () => json([category()]), [`DELETE ${PATH}/1`]: () => json(null, 204) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Kaarsen verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: '"Kaarsen" verwijderen?' });
    expect(
      within(dialog).getByText(
        'De 3 producten in deze categorie blijven bestaan, maar hebben daarna geen categorie meer.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Categorie verwijderen' }));
    await screen.findByText('Categorie "Kaarsen" is verwijderd.');
    await waitFor(() => expect(calls.some((call) => call.key === `DELETE ${PATH}/1`)).toBe(true));
  });
});
