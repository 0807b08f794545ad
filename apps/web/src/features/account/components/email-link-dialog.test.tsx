import type { TTenant } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EmailLinkDialog from '#src/features/account/components/email-link-dialog.tsx';
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

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('EmailLinkDialog (links of the customer e-mails)', () => {
  it('?verify-email= confirms the address, or says the link is no good', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'ok' }));
    const view = render(wrap(<EmailLinkDialog link={{ kind: 'verify-email', token: 'abc' }} onClose={() => {}} />));
    expect(await screen.findByText('Uw e-mailadres is bevestigd. U kunt nu inloggen.')).toBeTruthy();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      tenantId: shop.tenant.id,
      token: 'abc',
    });
    view.unmount();
    fetchMock.mockResolvedValueOnce(json({ error: 'invalid_token', message: 'x' }, 400));
    render(wrap(<EmailLinkDialog link={{ kind: 'verify-email', token: 'old' }} onClose={() => {}} />));
    expect(await screen.findByText('Deze link is ongeldig of verlopen.')).toBeTruthy();
  });

  it('?set-password= checks the password rules, then logs the customer in', async () => {
    render(wrap(<EmailLinkDialog link={{ kind: 'set-password', token: 'tok' }} onClose={() => {}} />));
    fireEvent.change(screen.getByLabelText(/^Wachtwoord\s*\*?$/), { target: { value: 'kort' } });
    fireEvent.change(screen.getByLabelText(/^Bevestig wachtwoord/), { target: { value: 'anders' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' })));
    expect(screen.getByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ token: 'new-token', expiresAt: '2099-01-01', customer: { id: 7 } }));
    fireEvent.change(screen.getByLabelText(/^Wachtwoord\s*\*?$/), { target: { value: 'geheim12' } });
    fireEvent.change(screen.getByLabelText(/^Bevestig wachtwoord/), { target: { value: 'geheim12' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' })));
    expect(screen.getByText('Uw wachtwoord is ingesteld. U bent nu ingelogd.')).toBeTruthy();
    expect(window.localStorage.getItem('customer_token')).toBe('new-token');
    expect(window.localStorage.getItem('customer_id')).toBe('7');
  });
});
