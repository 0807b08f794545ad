import type { TImportPreview, TImportRow } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ImportRoute from '#src/features/back-office/import/import-route.tsx';

const BASE = '/api/platform/shops/atelier-anna/products';

const row = (overrides: Partial<TImportRow> = {}): TImportRow => ({
  line: 2,
  action: 'create',
  product: {
    name: 'Keramiek mok',
    sku: 'MOK-01',
    price: 14.95,
    discountPercentage: 20,
    isDiscountActive: true,
    stockQuantity: 25,
    weightGrams: 420,
    isActive: true,
    category: 'Mugs',
    imageCount: 3,
    addonCount: 0,
  },
  errors: [],
  warnings: [],
  ...overrides,
});

const preview = (rows: TImportRow[]): TImportPreview => ({
  format: 'shopify',
  rows,
  summary: {
    products: rows.length,
    creates: rows.length,
    updates: 0,
    rowsWithErrors: rows.filter((entry) => entry.errors.length > 0).length,
    rowsWithWarnings: rows.filter((entry) => entry.warnings.length > 0).length,
    newCategories: ['Mugs'],
    images: 3,
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let sent: { key: string; form: FormData }[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    sent.push({ key, form: init?.body as FormData });
    const found = answers[key];
    if (!found) throw new Error(`unexpected ${key}`);
    return found();
  });
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportRoute tenantName="atelier-anna" />
    </QueryClientProvider>,
  );

const chooseFile = () => {
  const file = new File(['Handle,Title\n'], 'producten.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV-bestand', { selector: 'input' }), { target: { files: [file] } });
};

beforeEach(() => {
  fetchMock = vi.fn();
  sent = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ImportRoute', () => {
  it('offers the export as a download and a sample CSV', () => {
    show();
    expect(screen.getByRole('link', { name: 'CSV downloaden' }).getAttribute('href')).toBe(`${BASE}/export.csv`);
    expect(screen.getByRole('link', { name: 'Voorbeeld-CSV downloaden (ons formaat)' }).getAttribute('href')).toMatch(
      /^data:text\/csv/,
    );
  });

  it('shows the preview with the row errors and keeps the import button disabled', async () => {
    answer({
      [`POST ${BASE}/import/preview`]: () =>
        json(
          preview([
            row(),
            row({
              line: 7,
              product: { ...row().product, name: 'Olijfhouten plank', sku: 'PLANK' },
              errors: [{ column: 'Variant Price', code: 'invalid_price', params: { value: '24,5O' } }],
            }),
          ]),
        ),
    });
    show();
    chooseFile();
    expect(await screen.findByText('Herkend formaat: Shopify-productexport')).toBeTruthy();
    expect(screen.getByText('1 regel met fouten')).toBeTruthy();
    expect(screen.getAllByText(/Geen geldige prijs: “24,5O” \(kolom Variant Price\)/).length).toBeGreaterThan(0);
    const button = screen.getByRole('button', { name: 'Importeer 2 producten' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(sent[0]?.form.get('updateExisting')).toBe('true');
  });

  it('imports a clean file and says what it did', async () => {
    answer({
      [`POST ${BASE}/import/preview`]: () => json(preview([row()])),
      [`POST ${BASE}/import`]: () =>
        json({ format: 'shopify', created: 1, updated: 0, categoriesCreated: 1, imagesStored: 3 }),
    });
    show();
    chooseFile();
    const button = (await screen.findByRole('button', { name: 'Importeer 1 product' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const done = await screen.findByText(/Klaar: 1 nieuw, 0 bijgewerkt, 1 nieuwe categorieën en 3 afbeeldingen/);
    expect(within(done.closest('[role="status"]') as HTMLElement).getByText(/Klaar/)).toBeTruthy();
    expect(sent.map((entry) => entry.key)).toEqual([`POST ${BASE}/import/preview`, `POST ${BASE}/import`]);
  });

  it('shows the rows the server refused when an image failed after the preview', async () => {
    answer({
      [`POST ${BASE}/import/preview`]: () => json(preview([row()])),
      [`POST ${BASE}/import`]: () =>
        json(
          {
            error: 'import_has_errors',
            message: '1 regel heeft fouten; er is niets geïmporteerd.',
            preview: preview([
              row({
                errors: [
                  {
                    column: 'Image Src',
                    code: 'image_fetch_failed',
                    params: { url: 'https://cdn.example/mok.png', reason: 'http_500' },
                  },
                ],
              }),
            ]),
          },
          400,
        ),
    });
    show();
    chooseFile();
    const button = (await screen.findByRole('button', { name: 'Importeer 1 product' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('1 regel heeft fouten; er is niets geïmporteerd.')).toBeTruthy();
    expect(
      screen.getAllByText(/Afbeelding niet opgehaald \(de server antwoordde 500\): https:\/\/cdn.example\/mok.png/)
        .length,
    ).toBeGreaterThan(0);
    expect(button.disabled).toBe(true);
  });
});
