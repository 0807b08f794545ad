import type { TPlatformUser, TShopDashboard, TShopStatistics, TSubscriptionPlan } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardRoute from '#src/features/back-office/dashboard-route.tsx';

const NOW = new Date('2026-01-10T12:00:00Z');

const user: TPlatformUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'anna@example.nl',
  fullName: 'Anna',
  role: 'Owner',
  language: 'nl',
  emailVerified: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  shops: [],
  homePath: '/atelier-anna/dashboard',
};

const dashboard = (overrides: Partial<TShopDashboard> = {}): TShopDashboard => ({
  tenant: { id: '00000000-0000-4000-8000-000000000002', name: 'atelier-anna', displayName: 'Atelier Anna' },
  shopUrl: 'https://atelier-anna.example.nl',
  comingSoon: true,
  subscription: {
    status: 'Trial',
    paused: false,
    planId: 1,
    planName: 'Trial',
    planType: 'Trial',
    subscriptionType: 'Normal',
    trialEndsAt: '2026-01-12T17:30:00Z',
    currentPeriodEndsAt: null,
    billingProvider: null,
    canOpenBillingPortal: false,
  },
  checklist: [
    { key: 'logo', done: false },
    { key: 'product', done: false },
    { key: 'payment', done: false },
    { key: 'shipping', done: true },
    { key: 'terms', done: true },
  ],
  stats: { products: 0, orders: 0, openOrders: 0 },
  viewerRole: 'Owner',
  ...overrides,
});

const statistics = (): TShopStatistics => {
  const daily = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11, 12 + index)).toISOString().slice(0, 10);
    return { date, orders: index % 3, revenueCents: index === 27 ? 12_345 : (index % 3) * 1_000 };
  });
  return {
    timeZone: 'Europe/Amsterdam',
    today: '2026-01-10',
    generatedAt: '2026-01-10T12:00:00.000Z',
    periods: {
      today: { orders: 2, revenueCents: 2_000 },
      last7Days: { orders: 7, revenueCents: 18_345 },
      last30Days: { orders: 29, revenueCents: 39_345 },
    },
    daily,
    waiting: { awaitingPayment: 2, toProcess: 3, toShip: 1 },
    stock: {
      low: 1,
      out: 1,
      products: [
        { id: 8, name: 'Lamp', sku: 'L-1', stockQuantity: 0, isActive: true },
        { id: 9, name: 'Mok', sku: 'M-1', stockQuantity: 3, isActive: false },
      ],
    },
    visits: {
      last7Days: 12,
      last30Days: 40,
      topPages: [{ path: '/product/3', visits: 9 }],
      topReferrers: [{ host: 'www.google.com', visits: 5 }],
      direct: 30,
    },
    topProducts: {
      byQuantity: [{ productId: 9, name: 'Mok', quantity: 8, revenueCents: 4_000 }],
      byRevenue: [{ productId: null, name: 'Oud ding', quantity: 1, revenueCents: 9_000 }],
    },
  };
};

const plan = (id: number, name: string, type: TSubscriptionPlan['type'], isActive = true): TSubscriptionPlan => ({
  id,
  name,
  type,
  billingCycle: 'Monthly',
  price: type === 'Trial' ? 0 : 9.99,
  description: '',
  isActive,
  features: '',
  hasPromotion: false,
  promotionStartDate: null,
  promotionEndDate: null,
  promotionalPrice: null,
  promotionalDescription: null,
  promotionalDurationMonths: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answers = Record<string, () => Response>;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

function answer(answers: Answers) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const found = answers[key];
    if (!found) throw new Error(`unexpected ${key}`);
    return found();
  });
}

const baseAnswers = (board: TShopDashboard): Answers => ({
  'GET /api/platform/shops/atelier-anna/dashboard': () => json(board),
  'GET /api/platform/session': () => json({ user, secondFactorPending: false }),
  'GET /api/subscription/plans': () =>
    json([
      plan(1, 'Trial', 'Trial'),
      plan(2, 'Normaal', 'Normal'),
      plan(3, 'Premium', 'Premium'),
      plan(4, 'Oud', 'Normal', false),
    ]),
  'GET /api/platform/shops/atelier-anna/audit-log': () => json([]),
  'GET /api/platform/shops/atelier-anna/dashboard/statistics': () => json(statistics()),
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DashboardRoute tenantName="atelier-anna" />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/atelier-anna/dashboard' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardRoute', () => {
  it('shows the trial time left in days and hours, ticking every minute', async () => {
    answer(
      baseAnswers(dashboard({ subscription: { ...dashboard().subscription, trialEndsAt: '2026-01-12T14:00:30Z' } })),
    );
    show();
    expect((await screen.findByTestId('trial-left')).textContent).toBe('Nog 2 dagen en 2 uur');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('trial-left').textContent).toBe('Nog 2 dagen en 1 uur');
    expect(screen.getByRole('heading', { level: 1, name: 'Atelier Anna' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bekijk je winkel/ }).getAttribute('target')).toBe('_blank');
  });

  it('lists the checklist with words for done and not done, and the progress', async () => {
    answer(baseAnswers(dashboard()));
    show();
    const checklist = (await screen.findByRole('heading', { name: 'Je winkel inrichten' })).closest('section');
    if (!checklist) throw new Error('no checklist');
    expect(within(checklist).getByText('2 van de 5 stappen klaar')).toBeTruthy();
    expect(within(checklist).getAllByText('(klaar)')).toHaveLength(2);
    expect(within(checklist).getAllByText('(nog te doen)')).toHaveLength(3);
    expect(screen.getByText(/staat online met de melding 'binnenkort open'/)).toBeTruthy();
  });

  it('shows the figures: periods, a chart with its table, and links to what waits', async () => {
    answer(baseAnswers(dashboard()));
    show();
    const today = await screen.findByTestId('statistics-today');
    expect(today.textContent).toContain('€ 20,00');
    expect(today.textContent).toContain('2 bestellingen');
    expect(screen.getByTestId('statistics-last30Days').textContent).toContain('€ 393,45');
    const chart = screen.getByRole('img', { name: /omzet per dag/i });
    expect(chart.getAttribute('aria-label')).toContain('€ 123,45');
    expect(screen.getAllByTestId('statistics-bar')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Omzet per dag, laatste 30 dagen' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '8 jan' }).closest('tr')?.textContent).toContain('€ 123,45');
    const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link(/Betaald, nog te verwerken/)).toBe('/orders?status=Pending&paymentStatus=Paid');
    expect(link(/Wachten op betaling/)).toBe('/orders?status=Pending&paymentStatus=Pending');
    expect(link(/Uitverkocht/)).toBe('/products?stock=out');
    expect(link(/^Mok\s*\(niet actief\)\s*nog 3 stuks$/)).toBe('/products/9');
    expect(screen.getByText('www.google.com')).toBeTruthy();
    expect(screen.getByText(/Alleen bezoekers die analytische cookies toestaan/)).toBeTruthy();
    expect(screen.getByText(/Oud ding/).textContent).toContain('verwijderd product');
  });

  it('leaves the checklist out once every step is done', async () => {
    answer(baseAnswers(dashboard({ checklist: dashboard().checklist.map((step) => ({ ...step, done: true })) })));
    show();
    await screen.findByTestId('statistics-today');
    expect(screen.queryByRole('heading', { name: 'Je winkel inrichten' })).toBeNull();
  });

  it('offers only the active paid plans and goes to the checkout the server answers', async () => {
    answer({
      ...baseAnswers(dashboard()),
      'POST /api/platform/shops/atelier-anna/billing/checkout': () => json({ url: 'https://billing.example/pay' }),
    });
    show();
    await screen.findByRole('button', { name: 'Kies Premium' });
    expect(screen.queryByRole('button', { name: 'Kies Trial' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kies Oud' })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Kies Normaal' })));
    const call = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/billing/checkout'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ planId: 2 });
    expect(assign).toHaveBeenCalledWith('https://billing.example/pay');
  });

  it("shows the server's message when billing is unavailable", async () => {
    answer({
      ...baseAnswers(dashboard()),
      'POST /api/platform/shops/atelier-anna/billing/checkout': () =>
        json({ error: 'billing_unavailable', message: 'Afrekenen kan nu niet.' }, 409),
    });
    show();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Kies Premium' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Afrekenen kan nu niet.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a paused shop prominently, and the Admin banner with the way back', async () => {
    answer({
      ...baseAnswers(
        dashboard({
          viewerRole: 'Admin',
          subscription: { ...dashboard().subscription, status: 'Paused', paused: true },
        }),
      ),
      'GET /api/platform/session': () => json({ user: { ...user, role: 'Admin' }, secondFactorPending: false }),
    });
    show();
    expect(await screen.findByText(/Je winkel is gepauzeerd: kies een abonnement/)).toBeTruthy();
    expect(screen.getByText(/je acties worden vastgelegd/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar alle winkels' }).getAttribute('href')).toBe('/select-tenant');
    expect(screen.queryByRole('heading', { name: 'Je account' })).toBeNull();
  });

  it('reads the activity log with readable action names, the actor and their role', async () => {
    answer({
      ...baseAnswers(dashboard()),
      'GET /api/platform/shops/atelier-anna/audit-log': () =>
        json([
          {
            id: 4,
            createdAt: '2026-01-09T13:00:00Z',
            actorName: 'Sam Smit',
            actorEmail: 'sam@example.nl',
            actorRole: 'Staff',
            action: 'staff.joined',
            details: { email: 'sam@example.nl', name: 'Sam Smit' },
          },
          {
            id: 3,
            createdAt: '2026-01-09T12:00:00Z',
            actorName: 'Beheer',
            actorEmail: 'admin@example.nl',
            actorRole: 'Admin',
            action: 'plan.checkout',
            details: { planId: 3, planName: 'Premium' },
          },
          {
            id: 2,
            createdAt: '2026-01-09T11:00:00Z',
            actorName: null,
            actorEmail: 'admin@example.nl',
            actorRole: 'Admin',
            action: 'something.new',
            details: {},
          },
          {
            id: 1,
            createdAt: '2026-01-09T10:00:00Z',
            actorName: 'Anna',
            actorEmail: 'anna@example.nl',
            actorRole: 'Owner',
            action: 'product.image_added',
            details: {},
          },
        ]),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Activiteitenlogboek' })).toBeTruthy();
    const log = screen.getByRole('heading', { name: 'Activiteitenlogboek' }).closest('section') as HTMLElement;
    const items = (await within(log).findAllByRole('listitem')).map((item) => item.textContent);
    expect(items[0]).toContain('Medewerker aangesloten: Sam Smit');
    expect(items[0]).toContain('sam@example.nl');
    expect(items[0]).toContain('Medewerker');
    expect(items[1]).toContain('Afrekenen voor een abonnement gestart: Premium');
    expect(items[1]).toContain('Platformbeheerder');
    expect(items[2]).toContain('something.new');
    expect(items[3]).toContain('Afbeelding toegevoegd aan product');
    expect(items[3]).toContain('Eigenaar');
    // A full page is 50 entries; four means there is nothing older to load.
    expect(screen.queryByRole('button', { name: 'Oudere activiteit tonen' })).toBeNull();
  });

  it('offers to send the verification e-mail again', async () => {
    answer({
      ...baseAnswers(dashboard()),
      'POST /api/platform/verify-email/resend': () => json({ message: 'Kijk in je mail.' }),
    });
    show();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Stuur opnieuw' })));
    expect(await screen.findByText('Kijk in je mail.')).toBeTruthy();
  });

  it('shows the server field errors of the password change per field', async () => {
    answer({
      ...baseAnswers(dashboard()),
      'POST /api/platform/password': () =>
        json(
          {
            error: 'invalid_request',
            message: 'Controleer de velden.',
            fields: [{ field: 'body.newPassword', message: 'Dit wachtwoord is te makkelijk te raden' }],
          },
          400,
        ),
    });
    show();
    fireEvent.change(await screen.findByLabelText(/Huidig wachtwoord/), { target: { value: 'oud-wachtwoord' } });
    fireEvent.change(screen.getByLabelText(/Nieuw wachtwoord/), { target: { value: 'wachtwoord1' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' })));
    const field = screen.getByLabelText(/Nieuw wachtwoord/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(field.getAttribute('aria-describedby')))?.textContent).toBe(
      'Dit wachtwoord is te makkelijk te raden',
    );
  });

  it('says a shop that is not the user’s is not found, with a link home', async () => {
    answer({
      ...baseAnswers(dashboard()),
      'GET /api/platform/shops/atelier-anna/dashboard': () =>
        json({ error: 'not_found', message: 'Tenant not found' }, 404),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Winkel niet gevonden' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Naar je eigen startpagina' })).getAttribute('href')).toBe(
      '/atelier-anna/dashboard',
    );
  });

  it('turns two-step sign-in off with password and code, then reads the session again', async () => {
    let sessionCalls = 0;
    answer({
      ...baseAnswers(dashboard()),
      'GET /api/platform/session': () => {
        sessionCalls += 1;
        return json({ user: { ...user, twoFactorEnabled: sessionCalls === 1 }, secondFactorPending: false });
      },
      'POST /api/platform/two-factor/disable': () => json({ message: 'Inloggen in twee stappen staat uit.' }),
    });
    show();
    fireEvent.change(await screen.findByLabelText(/^Wachtwoord/), { target: { value: 'geheim-wachtwoord' } });
    fireEvent.change(screen.getByLabelText(/^Code uit je app/), { target: { value: ' 123456 ' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Zet uit' })));
    const call = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/two-factor/disable'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'geheim-wachtwoord', code: '123456' });
    expect(await screen.findByRole('link', { name: 'Zet inloggen in twee stappen aan' })).toBeTruthy();
    expect(sessionCalls).toBe(2);
  });

  it('opens the billing portal when the plan has one, and says a payment went through', async () => {
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      search: '?billing=success',
      pathname: '/atelier-anna/dashboard',
    });
    window.history.replaceState(null, '', '/atelier-anna/dashboard?billing=success');
    const active = dashboard({
      subscription: {
        ...dashboard().subscription,
        status: 'Active',
        planId: 2,
        planName: 'Normaal',
        planType: 'Normal',
        currentPeriodEndsAt: '2026-02-10T12:00:00Z',
        canOpenBillingPortal: true,
      },
    });
    answer({
      ...baseAnswers(active),
      'POST /api/platform/shops/atelier-anna/billing/portal': () => json({ url: 'https://billing.example/portal' }),
    });
    show();
    expect(await screen.findByText(/Volgende betaling op 10 februari 2026/)).toBeTruthy();
    expect(screen.getByText(/Je abonnement is afgesloten/)).toBeTruthy();
    expect(await screen.findByText('Je huidige abonnement')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Betaalgegevens en facturen' })));
    expect(assign).toHaveBeenCalledWith('https://billing.example/portal');
    window.history.replaceState(null, '', '/');
  });
});

describe('DashboardRoute without a session', () => {
  it('sends a visitor whose session ended to the login page, which brings them back', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/atelier-anna/dashboard');
    answer({
      ...baseAnswers(dashboard()),
      'GET /api/platform/shops/atelier-anna/dashboard': () => json({ error: 'unauthorized', message: 'Log in' }, 401),
    });
    show();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?next=%2Fatelier-anna%2Fdashboard');
    window.history.replaceState(null, '', '/');
  });
});
