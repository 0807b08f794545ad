import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SupportRoute from '#src/features/platform-pages/routes/support-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Verstuur bericht' })));

describe('/support', () => {
  it('counts the message, refuses one under 10 characters and sends a good one', async () => {
    const { calls } = stubApi({
      'GET /api/platform/session': () => json({ user: owner, secondFactorPending: false }),
      'POST /api/platform/support': () => json({ message: 'ok' }),
    });
    const { tree } = renderAt('/support', <SupportRoute />);
    render(tree);
    await waitFor(() => expect(field(/^Naam/).value).toBe('Anna de Vries'));
    expect(field(/^E-mailadres/).value).toBe('anna@example.nl');

    fireEvent.change(field(/^Bericht/), { target: { value: 'Hallo' } });
    expect(screen.getByText('5 / 2000 tekens')).toBeTruthy();
    await send();
    expect(screen.getByText('Minimaal 10 tekens')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Bericht/)));
    expect(field(/^Bericht/).getAttribute('aria-describedby')).toMatch(/-count .*-message-error$/);
    expect(calls.some((call) => call.route === 'POST /api/platform/support')).toBe(false);

    fireEvent.change(field(/^Bericht/), { target: { value: 'Hoe koppel ik mijn eigen domein?' } });
    await send();
    expect(await screen.findByText(/We antwoorden binnen 1-2 werkdagen per e-mail/)).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/platform/support')?.body).toEqual({
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      subject: '',
      message: 'Hoe koppel ik mijn eigen domein?',
      language: 'nl',
    });
    expect(field(/^Bericht/).value).toBe('');
  });

  it('says so when the message could not be sent', async () => {
    stubApi({ 'POST /api/platform/support': () => new Response('', { status: 500 }) });
    const { tree } = renderAt('/support', <SupportRoute />);
    render(tree);
    fireEvent.change(field(/^Naam/), { target: { value: 'Piet' } });
    fireEvent.change(field(/^E-mailadres/), { target: { value: 'piet@example.nl' } });
    fireEvent.change(field(/^Bericht/), { target: { value: 'Een vraag over mijn abonnement.' } });
    await send();
    expect(await screen.findByText('Je bericht kon niet worden verstuurd. Probeer het later opnieuw.')).toBeTruthy();
    expect(field(/^Bericht/).value).toBe('Een vraag over mijn abonnement.');
  });
});
