import type { TBackOfficeProduct, TProductListPage } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ProductEditRoute from '#src/features/back-office/catalogue/product-edit-route.tsx';
import ProductsRoute from '#src/features/back-office/catalogue/products-route.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/platform/shops/winkel/categories': () => json([]),
    'GET /api/platform/shops/winkel/dashboard': () => json({ tenant: { id: 't-1', name: 'winkel' } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const bare = path.split('?')[0] ?? path;
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = answers[`${method} ${bare}`];
      if (!found) throw new Error(`unexpected ${method} ${path}`);
      return found();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const show = (element: React.ReactNode, path = '/products') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path }).hook}>{element}</Router>
    </QueryClientProvider>,
  );

const row = (id: number, name: string, overrides: Partial<TProductListPage['items'][number]> = {}) => ({
  id,
  name,
  sku: `SKU-${id}`,
  price: 12.5,
  currentPrice: 12.5,
  hasActiveDiscount: false,
  stockQuantity: 3,
  madeToOrder: false,
  stockLevel: 'low' as const,
  isActive: true,
  displayOrder: id,
  category: null,
  thumbnail: null,
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('product editor', () => {
  it('shows the server’s SKU conflict at the SKU field and keeps what was typed', async () => {
    answers['POST /api/platform/shops/winkel/products'] = () =>
      json(
        {
          error: 'validation_error',
          message: 'Fout',
          fields: [{ field: 'body.sku', message: 'Dit artikelnummer is al in gebruik in deze winkel' }],
        },
        409,
      );
    show(<ProductEditRoute tenantName="winkel" productId="new" />, '/products/new');
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Rode roos' } });
    fireEvent.change(screen.getByLabelText(/^Prijs in euro/), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText(/^Artikelnummer \(SKU\)/), { target: { value: 'ROOS' } });
    expect(screen.getByText('Niet opgeslagen wijzigingen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const sku = screen.getByLabelText(/^Artikelnummer \(SKU\)/);
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Dit artikelnummer is al in gebruik in deze winkel')).toBeTruthy();
    expect((sku as HTMLInputElement).value).toBe('ROOS');
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Rode roos', price: 12.5, sku: 'ROOS', discountType: 'none', stockQuantity: 0 });
  });

  it('previews a new price as the shop will show it', async () => {
    show(<ProductEditRoute tenantName="winkel" productId="new" />, '/products/new');
    fireEvent.change(screen.getByLabelText(/^Prijs in euro/), { target: { value: '20' } });
    fireEvent.click(screen.getByLabelText('Nieuwe prijs'));
    fireEvent.change(screen.getByLabelText(/^Actieprijs/), { target: { value: '15' } });
    const preview = screen.getByText('Zo toont de winkel de prijs').parentElement as HTMLElement;
    expect(preview.textContent).toContain('15,00');
    expect(preview.textContent).toContain('20,00');
    expect(preview.textContent).toContain('-25%');
  });

  it('asks before following a link away from unsaved changes', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    show(<ProductEditRoute tenantName="winkel" productId="new" />, '/products/new');
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Iets' } });
    const back = screen.getByRole('link', { name: /Terug naar producten/ });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    back.dispatchEvent(event);
    expect(confirm).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });

  it('loads a product, and starts custom info sections from the default ones', async () => {
    const product: TBackOfficeProduct = {
      id: 7,
      name: 'Vaas',
      shortDescription: '',
      description: '<p>Mooi</p>',
      price: 30,
      isDiscountActive: true,
      hasActiveDiscount: true,
      discountPercentage: 10,
      discountStartDate: null,
      discountEndDate: null,
      currentPrice: 27,
      discountedPrice: 27,
      sku: 'VAAS',
      stockQuantity: 2,
      madeToOrder: false,
      needsPackageSending: true,
      weightGrams: 1200,
      isActive: true,
      displayOrder: 1,
      category: null,
      images: { count: 0, primary: null },
      focusShopProductInfoSections: null,
      focusShopShowBreadcrumb: true,
      focusShopShowCategory: true,
      focusShopShowSku: true,
      focusShopShowStock: true,
      focusShopPriceTextColor: null,
      focusShopTitleTextColor: null,
      orderLineCount: 0,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    answers['GET /api/platform/shops/winkel/products/7'] = () => json(product);
    answers['GET /api/platform/shops/winkel/products/7/addons'] = () => json([]);
    answers['GET /api/platform/shops/winkel/products/7/images'] = () => json([]);
    show(<ProductEditRoute tenantName="winkel" productId="7" />, '/products/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaas' })).toBeTruthy();
    expect((screen.getByLabelText(/^Kortingspercentage/) as HTMLInputElement).value).toBe('10');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/products/7/images'))).toBe(true));
    fireEvent.click(screen.getByLabelText('Eigen informatiesecties'));
    const titles = screen.getAllByLabelText('Titel') as HTMLInputElement[];
    expect(titles.map((input) => input.value)).toEqual(['Specificaties', 'Verzending & retour', 'Garantie']);
    expect((screen.getAllByLabelText('Tekst')[0] as HTMLTextAreaElement).value).toContain('VAAS');
  });
});

describe('products list', () => {
  it('lists products and deletes a selection only after confirming', async () => {
    answers['GET /api/platform/shops/winkel/products'] = () =>
      json({
        items: [row(1, 'Roos'), row(2, 'Tulp', { stockLevel: 'out', stockQuantity: 0 })],
        total: 2,
        page: 1,
        pageSize: 25,
      });
    answers['POST /api/platform/shops/winkel/products/bulk'] = () => json({ action: 'delete', count: 1 });
    show(<ProductsRoute tenantName="winkel" />);
    expect(await screen.findByRole('link', { name: 'Roos' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Producten' })).getByText('Uitverkocht')).toBeTruthy();
    // In display order without filters, each row can be moved with buttons too.
    expect(screen.getAllByRole('button', { name: /omhoog|up/i }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Roos selecteren'));
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Product verwijderen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'delete', ids: [1] }),
    );
    expect(await screen.findByText('1 product is verwijderd.')).toBeTruthy();
  });
});
