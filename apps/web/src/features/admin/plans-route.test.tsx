import type { TAdminPlan } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlansRoute from '#src/features/admin/plans-route.tsx';

const normal: TAdminPlan = {
  id: 2,
  name: 'Normaal',
  type: 'Normal',
  billingCycle: 'Monthly',
  price: 9.99,
  description: '',
  isActive: true,
  features: 'Onbeperkt producten',
  hasPromotion: false,
  promotionStartDate: null,
  promotionEndDate: null,
  promotionalPrice: null,
  promotionalDescription: null,
  promotionalDurationMonths: null,
  displayOrder: 1,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let plans: TAdminPlan[];
beforeEach(() => {
  plans = [normal];
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === 'GET' && path === '/api/admin/plans') return json(plans);
    if (init?.method === 'PUT' && path === '/api/admin/plans/2') {
      const body = JSON.parse(String(init.body));
      if (body.price > 1000)
        return json(
          {
            error: 'invalid_request',
            message: 'Controleer de velden.',
            fields: [{ field: 'body.price', message: 'Te hoog' }],
          },
          400,
        );
      plans = [{ ...normal, ...body, id: 2 }];
      return json(plans[0]);
    }
    throw new Error(`unexpected ${init?.method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <PlansRoute />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('PlansRoute', () => {
  it('shows a server field error at its field', async () => {
    show();
    await act(
      async () =>
        void fireEvent.click(await screen.findByRole('button', { name: 'Bewerken Normaal' }, { timeout: 4000 })),
    );
    expect(document.activeElement?.textContent).toBe('Normaal bewerken');
    fireEvent.change(screen.getByLabelText(/^Prijs/), { target: { value: '5000' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    const price = screen.getByLabelText(/^Prijs/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(price.getAttribute('aria-describedby')))?.textContent).toBe('Te hoog');
    expect(screen.getByRole('alert').textContent).toBe('Controleer de velden.');
  });

  it('saves, refreshes every plan list (the landing page too) and shows the new values', async () => {
    const invalidate = show();
    await act(
      async () =>
        void fireEvent.click(await screen.findByRole('button', { name: 'Bewerken Normaal' }, { timeout: 4000 })),
    );
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Basis' } });
    fireEvent.change(screen.getByLabelText(/^Prijs/), { target: { value: '7,50' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(await screen.findByText('Basis is opgeslagen.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['platform', 'plans'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'plans'] });
    expect(await screen.findByRole('heading', { name: 'Basis' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Basis',
      price: 7.5,
      features: 'Onbeperkt producten',
    });
  });

  it('checks the form before sending it', async () => {
    show();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Nieuw abonnement' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(screen.getByLabelText(/^Naam/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
