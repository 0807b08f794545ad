import type { TAdminShopRow } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SelectTenantRoute from '#src/features/admin/select-tenant-route.tsx';

const row = (name: string, overrides: Partial<TAdminShopRow> = {}): TAdminShopRow => ({
  id: `00000000-0000-4000-8000-00000000000${name.length}`,
  name,
  displayName: name.toUpperCase(),
  status: 'Trial',
  paused: false,
  planName: 'Trial',
  trialEndsAt: '2026-01-12T12:00:00Z',
  createdAt: '2026-01-09T12:00:00Z',
  orderCount: 4,
  ownerEmail: null,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const shopCalls = () =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/admin/shops'));

beforeEach(() => {
  fetchMock = vi.fn(async (path: string) => {
    if (path.startsWith('/api/platform/session'))
      return json({ user: { homePath: '/demo/dashboard' }, secondFactorPending: false });
    const search = new URL(path, 'http://x').searchParams;
    if (search.get('status') === 'paused') return json([row('dicht', { status: 'Paused', paused: true })]);
    if (search.get('search')) return json([]);
    return json([row('demo', { status: 'Active', planName: 'Premium' }), row('focus')]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectTenantRoute />
    </QueryClientProvider>,
  );

describe('SelectTenantRoute', () => {
  it('lists the shops as a table and as cards, each opening its dashboard', async () => {
    show();
    expect(await screen.findByText('2 winkels', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Openen DEMO' }).map((link) => link.getAttribute('href'))).toEqual([
      '/demo/dashboard',
      '/demo/dashboard',
    ]);
    expect(screen.getAllByText('Actief').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Abonnementen beheren' }).getAttribute('href')).toBe('/admin/plans');
  });

  it('filters by status at once and searches after the typing pauses', async () => {
    show();
    await screen.findByText('2 winkels', {}, { timeout: 4000 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paused' } });
    expect(await screen.findByText('1 winkel')).toBeTruthy();
    expect(screen.getAllByText('Gepauzeerd').length).toBeGreaterThan(1);
    expect(shopCalls().at(-1)).toBe('/api/admin/shops?status=paused');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'zz' } });
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'zzz' } });
    expect(await screen.findByText(/Geen winkels gevonden/)).toBeTruthy();
    expect(shopCalls().filter((path) => path.includes('search='))).toEqual(['/api/admin/shops?search=zzz']);
  });

  it('tells an owner the page is for the Admin, with a link to their own page', async () => {
    fetchMock.mockImplementation(async (path: string) =>
      path.startsWith('/api/platform/session')
        ? json({ user: { homePath: '/demo/dashboard' }, secondFactorPending: false })
        : json({ error: 'admin_only', message: 'Alleen de platformbeheerder mag dit doen.' }, 403),
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Deze pagina is alleen voor de platformbeheerder.');
    await act(async () => undefined);
    expect((await screen.findByRole('link', { name: 'Naar je eigen startpagina' })).getAttribute('href')).toBe(
      '/demo/dashboard',
    );
  });
});
