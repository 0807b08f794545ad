import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginRoute from '#src/features/platform-account/routes/login-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string | RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

async function logIn() {
  type(/^E-mailadres/, 'admin@winkelwerf.nl');
  type(/^Wachtwoord/, 'demo1234');
  await press('Inloggen');
}

describe('/login', () => {
  it('asks the second factor after the password, accepts a recovery code and opens the home path', async () => {
    const admin = { ...owner, role: 'Admin' as const, twoFactorEnabled: true, homePath: '/select-tenant' };
    const { calls } = stubApi({
      'POST /api/platform/login': () => json({ status: 'second-factor', user: null }),
      'POST /api/platform/login/second-factor': () => json({ status: 'signed-in', user: admin }),
    });
    const { tree, location } = renderAt('/login', <LoginRoute />);
    render(tree);
    await logIn();
    const heading = await screen.findByRole('heading', { name: 'Bevestig dat jij het bent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await press('Bevestigen');
    expect(screen.getAllByText('Vul de code in')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Vul de code in');
    await press(/Gebruik een herstelcode/);
    type(/^Herstelcode/, 'abcde-12345');
    await press('Bevestigen');
    await waitFor(() => expect(location.history.at(-1)).toBe('/select-tenant'));
    expect(calls.find((call) => call.route === 'POST /api/platform/login/second-factor')?.body).toEqual({
      code: 'abcde-12345',
    });
  });

  it('sends an Admin without two-factor sign-in to its setup first, and others back where they came from', async () => {
    stubApi({
      'POST /api/platform/login': () =>
        json({ status: 'signed-in', user: { ...owner, role: 'Admin', twoFactorSetupRequired: true } }),
    });
    const admin = renderAt('/login', <LoginRoute />);
    const { unmount } = render(admin.tree);
    await logIn();
    await waitFor(() => expect(admin.location.history.at(-1)).toBe('/two-factor'));
    unmount();

    stubApi({ 'POST /api/platform/login': () => json({ status: 'signed-in', user: owner }) });
    const back = renderAt('/login?next=%2Fatelier-anna%2Fdashboard%2Fbilling', <LoginRoute />);
    render(back.tree);
    await logIn();
    await waitFor(() => expect(back.location.history.at(-1)).toBe('/atelier-anna/dashboard/billing'));
  });

  it("shows the server's text, 'Inloggen mislukt' without one, and a network error as such", async () => {
    stubApi({
      'POST /api/platform/login': () =>
        json({ error: 'invalid_credentials', message: 'E-mailadres of wachtwoord klopt niet' }, 401),
    });
    const { tree } = renderAt('/login', <LoginRoute />);
    render(tree);
    await logIn();
    expect(await screen.findByText('E-mailadres of wachtwoord klopt niet')).toBeTruthy();

    stubApi({ 'POST /api/platform/login': () => new Response('', { status: 500 }) });
    await press('Inloggen');
    expect(await screen.findByText('Inloggen mislukt')).toBeTruthy();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await press('Inloggen');
    expect(await screen.findByText('Netwerkfout opgetreden')).toBeTruthy();
  });

  it('answers too many attempts at once instead of retrying in the background', async () => {
    const { calls } = stubApi({
      'POST /api/platform/login': () =>
        new Response(JSON.stringify({ error: 'too_many_requests' }), {
          status: 429,
          headers: { 'Retry-After': '900' },
        }),
    });
    const { tree } = renderAt('/login', <LoginRoute />);
    render(tree);
    await logIn();
    expect(
      await screen.findByText('Te veel inlogpogingen. Wacht een paar minuten en probeer het dan opnieuw.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.route === 'POST /api/platform/login')).toHaveLength(1);
  });
});
