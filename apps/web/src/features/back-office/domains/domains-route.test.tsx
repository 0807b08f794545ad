import type { TShopDomain, TShopDomainList } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DomainsRoute from '#src/features/back-office/domains/domains-route.tsx';
import { json, stubApi } from '#src/test/platform-test-helpers.tsx';

const domain = (overrides: Partial<TShopDomain> = {}): TShopDomain => ({
  id: 3,
  host: 'www.atelier-anna.nl',
  status: 'pending',
  primary: false,
  records: [
    { type: 'CNAME', name: 'www.atelier-anna.nl', value: 'shops.winkelwerf.nl' },
    { type: 'TXT', name: '_winkelwerf.www.atelier-anna.nl', value: 'winkelwerf-verify=abc123' },
  ],
  verifiedAt: null,
  lastCheckedAt: null,
  lastError: null,
  url: 'https://www.atelier-anna.nl/',
  ...overrides,
});

let calls: { route: string; body: unknown }[] = [];
const answer = (handlers: Parameters<typeof stubApi>[0]) => {
  calls = stubApi(handlers).calls;
};

const BASE = '/api/platform/shops/atelier-anna/domains';
const list = (domains: TShopDomain[]): TShopDomainList => ({ domains, max: 5 });

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DomainsRoute tenantName="atelier-anna" />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DomainsRoute', () => {
  it('adds a domain and shows the DNS records to create, with copy buttons', async () => {
    let domains: TShopDomain[] = [];
    answer({
      [`GET ${BASE}`]: () => json(list(domains)),
      [`POST ${BASE}`]: () => {
        domains = [domain()];
        return json(domain(), 201);
      },
    });
    show();
    expect(await screen.findByText('Je hebt nog geen eigen domein toegevoegd.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Domein toevoegen' }));
    expect(await screen.findByText('Vul een domeinnaam in.')).toBeTruthy();
    expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Domeinnaam/ }), {
      target: { value: 'www.atelier-anna.nl' },
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Domein toevoegen' })));
    expect(
      await screen.findByText('www.atelier-anna.nl is toegevoegd. Maak nu de DNS-records hieronder aan.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.route === `POST ${BASE}`)?.body).toEqual({ host: 'www.atelier-anna.nl' });
    const item = await screen.findByRole('listitem', { name: 'www.atelier-anna.nl' });
    expect(within(item).getByText('Wacht op verificatie')).toBeTruthy();
    expect(within(item).getByText('shops.winkelwerf.nl')).toBeTruthy();
    expect(within(item).getByText('_winkelwerf.www.atelier-anna.nl')).toBeTruthy();
    expect(within(item).getByText('winkelwerf-verify=abc123')).toBeTruthy();
    expect(within(item).getAllByRole('button', { name: /^Kopiëren/ })).toHaveLength(4);
  });

  it("shows the server's text for a refused domain at the field", async () => {
    answer({
      [`GET ${BASE}`]: () => json(list([])),
      [`POST ${BASE}`]: () =>
        json({ error: 'domain_invalid', message: 'Een IP-adres kan geen domein van de winkel zijn.' }, 400),
    });
    show();
    const field = await screen.findByRole('textbox', { name: /^Domeinnaam/ });
    fireEvent.change(field, { target: { value: '10.0.0.1' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Domein toevoegen' })));
    expect(await screen.findByText('Een IP-adres kan geen domein van de winkel zijn.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks now, makes a verified domain primary and removes one only after confirming', async () => {
    let domains = [domain({ lastError: 'txt_missing', lastCheckedAt: '2026-01-05T10:00:00Z' })];
    const verified = domain({ id: 4, host: 'atelier-anna.nl', status: 'verified', url: 'https://atelier-anna.nl/' });
    answer({
      [`GET ${BASE}`]: () => json(list(domains)),
      [`POST ${BASE}/3/verify`]: () => json(domains[0]),
      [`POST ${BASE}/4/primary`]: () => json(list(domains)),
      [`DELETE ${BASE}/3`]: () => {
        domains = domains.filter((entry) => entry.id !== 3);
        return json(null, 204);
      },
    });
    show();
    const pending = await screen.findByRole('listitem', { name: 'www.atelier-anna.nl' });
    expect(within(pending).getByText(/het TXT-record is niet gevonden/)).toBeTruthy();
    await act(async () => void fireEvent.click(within(pending).getByRole('button', { name: /^Nu controleren/ })));
    expect(await screen.findByText(/We hebben het TXT-record van www.atelier-anna.nl nog niet gevonden/)).toBeTruthy();

    domains = [...domains, verified];
    await act(async () => void fireEvent.click(within(pending).getByRole('button', { name: /^Nu controleren/ })));
    const other = await screen.findByRole('listitem', { name: 'atelier-anna.nl' });
    expect(within(other).getByRole('link', { name: 'https://atelier-anna.nl/' })).toBeTruthy();
    await act(async () => void fireEvent.click(within(other).getByRole('button', { name: /^Maak hoofddomein/ })));
    expect(await screen.findByText('atelier-anna.nl is nu het hoofddomein van je winkel.')).toBeTruthy();

    fireEvent.click(within(pending).getByRole('button', { name: /^Verwijderen/ }));
    expect(calls.some((call) => call.route.startsWith('DELETE'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' })));
    expect(await screen.findByText('www.atelier-anna.nl is verwijderd.')).toBeTruthy();
    expect(calls.some((call) => call.route === `DELETE ${BASE}/3`)).toBe(true);
  });
});
