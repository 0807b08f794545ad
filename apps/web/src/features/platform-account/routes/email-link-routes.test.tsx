import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordRoute from '#src/features/platform-account/routes/forgot-password-route.tsx';
import ResetPasswordRoute from '#src/features/platform-account/routes/reset-password-route.tsx';
import VerifyEmailRoute from '#src/features/platform-account/routes/verify-email-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a-long-enough-token-from-the-mail';
const passwordField = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('/verify-email', () => {
  it('spends the single-use link once, even when rendered twice', async () => {
    const { calls } = stubApi({ 'POST /api/platform/verify-email': () => json({ message: 'ok' }) });
    const { tree } = renderAt(`/verify-email?token=${TOKEN}`, <VerifyEmailRoute />);
    render(<StrictMode>{tree}</StrictMode>);
    expect(await screen.findByText('Bedankt! Je e-mailadres is bevestigd.')).toBeTruthy();
    expect(calls.filter((call) => call.route === 'POST /api/platform/verify-email')).toEqual([
      { route: 'POST /api/platform/verify-email', body: { token: TOKEN } },
    ]);
  });

  it('offers a new link to a signed-in owner whose link expired', async () => {
    const { calls } = stubApi({
      'GET /api/platform/session': () => json({ user: owner, secondFactorPending: false }),
      'POST /api/platform/verify-email': () => json({ error: 'invalid_token', message: 'Deze link is verlopen.' }, 400),
      'POST /api/platform/verify-email/resend': () => json({ message: 'ok' }),
    });
    const { tree } = renderAt(`/verify-email?token=${TOKEN}`, <VerifyEmailRoute />);
    render(tree);
    expect(await screen.findByText('Deze link is verlopen.')).toBeTruthy();
    await press('Stuur een nieuwe bevestigingslink');
    expect(await screen.findByText('We hebben een nieuwe link gestuurd. Kijk in je inbox.')).toBeTruthy();
    expect(calls.some((call) => call.route === 'POST /api/platform/verify-email/resend')).toBe(true);
  });
});

describe('/forgot-password and /reset-password', () => {
  it('confirms the same way whether or not the address has an account', async () => {
    stubApi({ 'POST /api/platform/password-reset': () => json({ error: 'not_found', message: 'Onbekend' }, 404) });
    const { tree } = renderAt('/forgot-password', <ForgotPasswordRoute />);
    render(tree);
    fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'niemand@example.nl' } });
    await press('Stuur de link');
    expect(await screen.findByText(/Als er een account is met niemand@example.nl/)).toBeTruthy();
  });

  it('wants the new password twice, then saves it and points to the login', async () => {
    const { calls } = stubApi({ 'POST /api/platform/password-reset/confirm': () => json({ message: 'ok' }) });
    const { tree } = renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordRoute />);
    render(tree);
    fireEvent.change(passwordField(/^Nieuw wachtwoord/), { target: { value: 'een nieuwe lange zin' } });
    fireEvent.change(passwordField(/^Herhaal/), { target: { value: 'een andere lange zin' } });
    await press('Wachtwoord opslaan');
    expect(screen.getAllByText('De wachtwoorden zijn niet gelijk').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(passwordField(/^Herhaal/)));
    expect(calls.some((call) => call.route === 'POST /api/platform/password-reset/confirm')).toBe(false);

    fireEvent.change(passwordField(/^Herhaal/), { target: { value: 'een nieuwe lange zin' } });
    await press('Wachtwoord opslaan');
    expect(await screen.findByText('Je nieuwe wachtwoord is opgeslagen. Je kunt nu inloggen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar inloggen' }).getAttribute('href')).toBe('/login');
    expect(calls.find((call) => call.route === 'POST /api/platform/password-reset/confirm')?.body).toEqual({
      token: TOKEN,
      password: 'een nieuwe lange zin',
    });
  });

  it("shows the server's words for a used or expired link, with a way to ask a new one", async () => {
    stubApi({
      'POST /api/platform/password-reset/confirm': () =>
        json({ error: 'invalid_token', message: 'Deze link is ongeldig of verlopen.' }, 400),
    });
    const { tree } = renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordRoute />);
    render(tree);
    fireEvent.change(passwordField(/^Nieuw wachtwoord/), { target: { value: 'een nieuwe lange zin' } });
    fireEvent.change(passwordField(/^Herhaal/), { target: { value: 'een nieuwe lange zin' } });
    await press('Wachtwoord opslaan');
    expect(await screen.findByText('Deze link is ongeldig of verlopen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
