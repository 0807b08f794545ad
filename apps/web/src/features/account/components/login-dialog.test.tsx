import type { TTenant } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginDialog from '#src/features/account/components/login-dialog.tsx';
import RegistrationModal from '#src/features/account/components/registration-modal.tsx';
import { ShopContext, type ShopContextValue } from '#src/lib/shop-context.ts';

const shop = {
  tenant: { id: '00000000-0000-4000-8000-000000000001', name: 'demo', displayName: 'Demo' } as TTenant,
  theme: null,
  subscriptionType: null,
  layout: 'standard',
  focusSettings: null,
  focusLook: false,
} satisfies ShopContextValue;

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
  </QueryClientProvider>
);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

function fillCustomer() {
  type(/^Voornaam/, 'An');
  type(/^Achternaam/, 'de Vries');
  type(/^E-mailadres/, 'an@example.nl');
  type(/^Telefoonnummer/, '0612345678');
  type(/^Adres/, 'Dorpsstraat 1');
  type(/^Postcode/, '1234 AB');
  type(/^Plaats/, 'Deventer');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // Only the component's timers are faked; Testing Library keeps its own polling.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginDialog (spec §2.13, §4, §5, §8)', () => {
  it('logs in: stores the token and customer id and closes', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValueOnce(
      json({ token: 'tok-1', expiresAt: '2099-01-01T00:00:00Z', customer: { id: 42, fullName: 'An de Vries' } }),
    );
    render(wrap(<LoginDialog onClose={onClose} />));
    type(/^E-mailadres/, 'an@example.nl');
    type(/^Wachtwoord/, 'geheim1');
    await click('Inloggen');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      email: 'an@example.nl',
      password: 'geheim1',
      tenantId: shop.tenant.id,
    });
    expect(window.localStorage.getItem('customer_token')).toBe('tok-1');
    expect(window.localStorage.getItem('customer_id')).toBe('42');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's error, 'Inloggen mislukt' without one, and 'Netwerkfout opgetreden' offline", async () => {
    render(wrap(<LoginDialog onClose={() => {}} />));
    type(/^E-mailadres/, 'an@example.nl');
    type(/^Wachtwoord/, 'fout');
    fetchMock.mockResolvedValueOnce(json({ error: 'invalid_credentials', message: 'Invalid email or password.' }, 401));
    await click('Inloggen');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await click('Inloggen');
    expect(screen.getByRole('alert').textContent).toBe('Inloggen mislukt');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click('Inloggen');
    expect(screen.getByRole('alert').textContent).toBe('Netwerkfout opgetreden');
  });

  it('register mode: passwords must match and have at least 6 characters', async () => {
    render(wrap(<LoginDialog onClose={() => {}} />));
    await click('Nog geen account? Registreren');
    fillCustomer();
    type(/^Wachtwoord/, 'abc');
    type(/^Bevestig wachtwoord/, 'abd');
    await click('Registreren');
    expect(screen.getByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a successful registration shows the success text and returns to login mode after 3 s', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 5 }, 201));
    render(wrap(<LoginDialog onClose={() => {}} />));
    await click('Nog geen account? Registreren');
    expect(screen.getByRole('heading', { name: 'Account aanmaken' })).toBeTruthy();
    fillCustomer();
    type(/^Wachtwoord/, 'geheim1');
    type(/^Bevestig wachtwoord/, 'geheim1');
    await click('Registreren');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/customer/register');
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: 'An',
      country: 'Nederland',
      password: 'geheim1',
      tenantId: shop.tenant.id,
    });
    expect(screen.getByRole('status').textContent).toBe('Registratie succesvol! Check uw email voor verificatie.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('heading', { name: 'Account aanmaken' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeTruthy();
    expect((screen.getByLabelText(/^E-mailadres/) as HTMLInputElement).value).toBe('an@example.nl');
  });

  it("a failed registration shows the server's text or 'Registratie mislukt' and stays in register mode", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    render(wrap(<LoginDialog onClose={() => {}} />));
    await click('Nog geen account? Registreren');
    fillCustomer();
    type(/^Wachtwoord/, 'geheim1');
    type(/^Bevestig wachtwoord/, 'geheim1');
    await click('Registreren');
    expect(screen.getByRole('alert').textContent).toBe('Registratie mislukt');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { name: 'Account aanmaken' })).toBeTruthy();
  });
});

describe('RegistrationModal (spec §4, §5, §8)', () => {
  it('requires every field with the §5 texts; editing a field clears its error', async () => {
    render(wrap(<RegistrationModal onClose={() => {}} />));
    await click('Registreren');
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'Postal code is required',
      'Country is required',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    type(/^Voornaam/, 'An');
    expect(screen.queryByText('First name is required')).toBeNull();
    type(/^E-mailadres/, 'geen-adres');
    await click('Registreren');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('409 says the customer exists; a network failure asks to try again', async () => {
    render(wrap(<RegistrationModal onClose={() => {}} />));
    fillCustomer();
    fireEvent.change(screen.getByLabelText(/^Land/), { target: { value: 'België' } });
    fetchMock.mockResolvedValueOnce(json({ error: 'customer_exists', message: 'x' }, 409));
    await click('Registreren');
    expect(screen.getByRole('alert').textContent).toBe('A customer with this email already exists');
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/customers/register/demo');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click('Registreren');
    expect(screen.getByRole('alert').textContent).toBe('Network error. Please try again.');
  });

  it('on success shows the success panel and closes itself after 3 s', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValueOnce(json({ id: 9 }, 201));
    render(wrap(<RegistrationModal onClose={onClose} />));
    fillCustomer();
    fireEvent.change(screen.getByLabelText(/^Land/), { target: { value: 'Nederland' } });
    await click('Registreren');
    expect(screen.getByRole('status').textContent).toContain('Registratie gelukt!');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
