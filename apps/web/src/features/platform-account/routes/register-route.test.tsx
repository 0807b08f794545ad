import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterRoute from '#src/features/platform-account/routes/register-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillTheRest() {
  type(/^Je naam/, 'Anna de Vries');
  type(/^E-mailadres/, 'anna@example.nl');
  type(/^Wachtwoord/, 'een lange zin als wachtwoord');
  fireEvent.click(screen.getByLabelText(/Ik ga akkoord/));
}

describe('/register', () => {
  it('derives the web address from the shop name until it is edited by hand', async () => {
    stubApi({
      'GET /api/platform/subdomains/cafe-creme/availability': () =>
        json({ name: 'cafe-creme', available: true, reason: null, suggestion: null }),
    });
    const { tree } = renderAt('/register', <RegisterRoute />);
    render(tree);
    type(/^Naam van je winkel/, 'Café Crème');
    expect(field(/^Webadres/).value).toBe('cafe-creme');
    expect(await screen.findByText(/cafe-creme\.localhost:3000 is beschikbaar/)).toBeTruthy();

    type(/^Webadres/, 'Mijn Adres');
    expect(field(/^Webadres/).value).toBe('mijn-adres');
    type(/^Naam van je winkel/, 'Iets Anders');
    expect(field(/^Webadres/).value).toBe('mijn-adres');
  });

  it('says a taken name is taken and fills in the suggestion with one click', async () => {
    stubApi({
      'GET /api/platform/subdomains/demo/availability': () =>
        json({ name: 'demo', available: false, reason: 'taken', suggestion: 'demo-2' }),
      'GET /api/platform/subdomains/demo-2/availability': () =>
        json({ name: 'demo-2', available: true, reason: null, suggestion: null }),
    });
    const { tree } = renderAt('/register', <RegisterRoute />);
    render(tree);
    type(/^Naam van je winkel/, 'Demo');
    expect(await screen.findByText('Dit webadres is al in gebruik.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gebruik demo-2.localhost:3000' }));
    expect(field(/^Webadres/).value).toBe('demo-2');
    expect(await screen.findByText(/demo-2\.localhost:3000 is beschikbaar/)).toBeTruthy();
  });

  it('shows the chosen plan and creates the shop, then opens its dashboard signed in', async () => {
    let signedUp = false;
    const { calls } = stubApi({
      'GET /api/platform/session': () => json({ user: signedUp ? owner : null, secondFactorPending: false }),
      'GET /api/subscription/plans': () => json([{ id: 7, name: 'Basis maandelijks' }]),
      'POST /api/platform/signup': () => {
        signedUp = true;
        return json({
          user: owner,
          tenant: { id: owner.shops[0]?.id, name: 'atelier-anna', displayName: 'Atelier Anna' },
          shopUrl: 'https://atelier-anna.winkelwerf.nl',
        });
      },
    });
    const { tree, location, queryClient } = renderAt('/register?plan=7', <RegisterRoute />);
    render(tree);
    expect(await screen.findByText('Je start met 3 dagen gratis; daarna Basis maandelijks.')).toBeTruthy();
    type(/^Naam van je winkel/, 'Atelier Anna');
    fillTheRest();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Maak mijn winkel' })));
    await waitFor(() => expect(location.history.at(-1)).toBe('/atelier-anna/dashboard'));
    expect(calls.find((call) => call.route === 'POST /api/platform/signup')?.body).toEqual({
      shopName: 'Atelier Anna',
      subdomain: 'atelier-anna',
      fullName: 'Anna de Vries',
      email: 'anna@example.nl',
      password: 'een lange zin als wachtwoord',
      acceptTerms: true,
      planId: 7,
      language: 'nl',
    });
    expect(queryClient.getQueryData(['platform', 'session'])).toMatchObject({ user: { email: owner.email } });
  });

  it('marks the fields the form misses and moves focus to the first', async () => {
    const { calls } = stubApi({});
    const { tree } = renderAt('/register', <RegisterRoute />);
    render(tree);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Maak mijn winkel' })));
    expect(screen.getByRole('alert').textContent).toContain('Controleer de 6 gemarkeerde velden.');
    const shopName = screen.getByLabelText(/^Naam van je winkel/);
    expect(shopName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(shopName));
    expect(calls.some((call) => call.route === 'POST /api/platform/signup')).toBe(false);
  });

  it("puts the server's field errors and conflicts on their fields", async () => {
    stubApi({
      'POST /api/platform/signup': () =>
        json(
          {
            error: 'validation_error',
            message: 'Controleer de velden',
            fields: [{ field: 'password', message: 'Dit wachtwoord is te makkelijk te raden' }],
          },
          400,
        ),
    });
    const { tree } = renderAt('/register', <RegisterRoute />);
    render(tree);
    type(/^Naam van je winkel/, 'Atelier Anna');
    fillTheRest();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Maak mijn winkel' })));
    const password = field(/^Wachtwoord/);
    expect(await screen.findByText('Dit wachtwoord is te makkelijk te raden')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(`${password.id}-error`);

    stubApi({
      'POST /api/platform/signup': () =>
        json({ error: 'subdomain_taken', message: 'Dit webadres is al in gebruik' }, 409),
    });
    type(/^Wachtwoord/, 'een andere lange zin');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Maak mijn winkel' })));
    expect(await screen.findByText('Dit webadres is al in gebruik')).toBeTruthy();
    expect(field(/^Webadres/).getAttribute('aria-invalid')).toBe('true');
  });
});
