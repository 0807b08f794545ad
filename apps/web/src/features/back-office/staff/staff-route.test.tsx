import type { TStaffOverview } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffRoute from '#src/features/back-office/staff/staff-route.tsx';

const OWNER_ID = '00000000-0000-4000-8000-000000000001';
const STAFF_ID = '00000000-0000-4000-8000-000000000002';

const overview = (): TStaffOverview => ({
  members: [
    { userId: OWNER_ID, fullName: 'Anna', email: 'anna@example.nl', role: 'Owner', since: '2026-01-01T10:00:00Z' },
    { userId: STAFF_ID, fullName: 'Sam Smit', email: 'sam@example.nl', role: 'Staff', since: '2026-01-05T10:00:00Z' },
  ],
  invitations: [
    {
      id: 7,
      email: 'eva@example.nl',
      language: 'nl',
      createdAt: '2026-01-09T10:00:00Z',
      expiresAt: '2026-01-16T10:00:00Z',
    },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const calls: { key: string; body: unknown }[] = [];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    if (!found) throw new Error(`unexpected ${key}`);
    return found();
  });
}

const STAFF = 'GET /api/platform/shops/atelier-anna/staff';

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffRoute tenantName="atelier-anna" />
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StaffRoute', () => {
  it('lists the team with roles and the open invitations; only staff can be removed', async () => {
    answer({ [STAFF]: () => json(overview()) });
    show();
    const team = await screen.findByRole('region', { name: 'Team' });
    const members = within(team).getAllByRole('listitem');
    expect(members[0]?.textContent).toContain('Eigenaar');
    expect(within(members[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(members[1]?.textContent).toContain('Medewerker');
    expect(within(members[1] as HTMLElement).getByRole('button', { name: 'Verwijderen: Sam Smit' })).toBeTruthy();
    const open = screen.getByRole('region', { name: 'Openstaande uitnodigingen' });
    expect(within(open).getByText('eva@example.nl')).toBeTruthy();
  });

  it('checks the address before sending, sends the invitation and shows the server field error', async () => {
    let answerInvite = () =>
      json({ id: 8, email: 'nina@example.nl', language: 'en', createdAt: '', expiresAt: '2026-01-20T10:00:00Z' }, 201);
    answer({
      [STAFF]: () => json(overview()),
      'POST /api/platform/shops/atelier-anna/staff/invitations': () => answerInvite(),
    });
    show();
    const email = await screen.findByRole('textbox', { name: /^E-mailadres/ });
    fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('E-mailadres is verplicht')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.change(email, { target: { value: 'nina@example.nl' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Taal van de uitnodiging' }), { target: { value: 'en' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' })));
    expect(await screen.findByText('We hebben een uitnodiging gestuurd naar nina@example.nl.')).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      email: 'nina@example.nl',
      language: 'en',
    });

    answerInvite = () =>
      json(
        {
          error: 'already_member',
          message: 'Dit e-mailadres hoort al bij het team van deze winkel.',
          fields: [{ field: 'email', message: 'Dit e-mailadres hoort al bij het team' }],
        },
        409,
      );
    fireEvent.change(email, { target: { value: 'sam@example.nl' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' })));
    expect(await screen.findByText('Dit e-mailadres hoort al bij het team')).toBeTruthy();
  });

  it('removes a staff member only after confirming, and revokes an invitation', async () => {
    answer({
      [STAFF]: () => json(overview()),
      [`DELETE /api/platform/shops/atelier-anna/staff/${STAFF_ID}`]: () => json(null, 204),
      'DELETE /api/platform/shops/atelier-anna/staff/invitations/7': () => json(null, 204),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: Sam Smit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Smit verwijderen?' });
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' })));
    expect(await screen.findByText('Sam Smit hoort niet meer bij het team.')).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`DELETE /api/platform/shops/atelier-anna/staff/${STAFF_ID}`);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Intrekken: eva@example.nl' })));
    expect(await screen.findByText('De uitnodiging voor eva@example.nl is ingetrokken.')).toBeTruthy();
  });

  it('tells staff that only the owner may open it', async () => {
    answer({
      [STAFF]: () => json({ error: 'owner_only', message: 'Alleen de eigenaar van de winkel mag dit openen.' }, 403),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Alleen voor de eigenaar' })).toBeTruthy();
    expect(screen.getByText('Alleen de eigenaar van de winkel kan dit onderdeel openen.')).toBeTruthy();
  });
});
