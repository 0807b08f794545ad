import type { TStaffInvitationInfo } from '@shop/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StaffInvitationRoute from '#src/features/platform-account/routes/staff-invitation-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a-long-enough-invitation-token';
const INFO = `GET /api/platform/staff-invitations/${TOKEN}`;
const ACCEPT = `POST /api/platform/staff-invitations/${TOKEN}/accept`;

const info = (overrides: Partial<TStaffInvitationInfo> = {}): TStaffInvitationInfo => ({
  tenantName: 'atelier-anna',
  shopName: 'Atelier Anna',
  email: 'sam@example.nl',
  accountExists: false,
  expiresAt: '2026-01-16T10:00:00Z',
  language: 'nl',
  ...overrides,
});

const showPage = () => {
  const rendered = renderAt(`/staff-invitation/${TOKEN}`, <StaffInvitationRoute params={{ token: TOKEN }} />);
  render(rendered.tree);
  return rendered;
};
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('/staff-invitation/:token', () => {
  it('a new person gives a name and a password, joins and lands in the shop', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(info()),
      [ACCEPT]: () => json({ user: owner, tenantName: 'atelier-anna', homePath: '/atelier-anna/dashboard' }),
    });
    const { location } = showPage();
    expect(await screen.findByRole('heading', { name: 'Word medewerker van Atelier Anna' })).toBeTruthy();
    await press('Account maken en accepteren');
    expect(screen.getAllByText('Naam is verplicht').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.route === ACCEPT)).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Je naam/ }), { target: { value: 'Sam Smit' } });
    fireEvent.change(screen.getByLabelText(/^Kies een wachtwoord/, { selector: 'input' }), {
      target: { value: 'groene tram naar het strand' },
    });
    await press('Account maken en accepteren');
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/atelier-anna/dashboard'));
    expect(calls.find((call) => call.route === ACCEPT)?.body).toEqual({
      fullName: 'Sam Smit',
      password: 'groene tram naar het strand',
    });
  });

  it("shows the server's password verdict on the field", async () => {
    stubApi({
      [INFO]: () => json(info()),
      [ACCEPT]: () =>
        json(
          {
            error: 'weak_password',
            message: 'Kies een sterker wachtwoord.',
            fields: [{ field: 'password', message: 'Kies een sterker wachtwoord: minimaal 10 tekens.' }],
          },
          400,
        ),
    });
    showPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Je naam/ }), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText(/^Kies een wachtwoord/, { selector: 'input' }), {
      target: { value: 'sam sam sam sam' },
    });
    await press('Account maken en accepteren');
    expect(await screen.findByText('Kies een sterker wachtwoord: minimaal 10 tekens.')).toBeTruthy();
  });

  it('an existing account logs in first, then joins with one button', async () => {
    stubApi({ [INFO]: () => json(info({ accountExists: true })) });
    showPage();
    const login = await screen.findByRole('link', { name: 'Inloggen om te accepteren' });
    expect(login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/staff-invitation/${TOKEN}`)}`);
    vi.unstubAllGlobals();

    const { calls } = stubApi({
      [INFO]: () => json(info({ accountExists: true, email: owner.email })),
      'GET /api/platform/session': () => json({ user: owner, secondFactorPending: false }),
      [ACCEPT]: () => json({ user: owner, tenantName: 'atelier-anna', homePath: '/atelier-anna/dashboard' }),
    });
    document.body.innerHTML = '';
    const { location } = showPage();
    await screen.findByRole('button', { name: 'Uitnodiging accepteren' });
    await press('Uitnodiging accepteren');
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/atelier-anna/dashboard'));
    expect(calls.find((call) => call.route === ACCEPT)?.body).toEqual({});
  });

  it('says when a link was used, revoked or expired, and when it is unknown', async () => {
    stubApi({
      [INFO]: () => json({ error: 'invitation_closed', message: 'Deze uitnodiging is verlopen.' }, 410),
    });
    showPage();
    expect(await screen.findByText('Deze uitnodiging is verlopen.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deze uitnodiging werkt niet' })).toBeTruthy();
  });
});
