import type { TBackOfficeMessage, TBackOfficeMessageListPage } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import MessagesRoute, { toMessageQuery } from './messages-route.tsx';

const BASE = '/api/platform/shops/atelier-anna/messages';

const message = (overrides: Partial<TBackOfficeMessage> = {}): TBackOfficeMessage => ({
  id: 7,
  name: 'Piet Pieters',
  email: 'piet@example.com',
  phoneNumber: null,
  message: 'Hebben jullie deze kaars ook in het rood?',
  language: 'nl',
  createdAt: '2026-06-01T10:00:00Z',
  readAt: null,
  attachments: [{ id: 3, fileName: 'foto.png', contentType: 'image/png', byteSize: 2048 }],
  replies: [],
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: { key: string; body: unknown }[];

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    if (found) return found();
    throw new Error(`unexpected ${key}`);
  });
}

const show = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path }).hook}>
        <MessagesRoute tenantName="atelier-anna" />
      </Router>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('asks for the defaults without empty values', () => {
    expect(toMessageQuery('all', '  ', 1)).toEqual({ page: 1, pageSize: 25 });
    expect(toMessageQuery('unread', ' piet ', 2)).toEqual({ page: 2, pageSize: 25, filter: 'unread', search: 'piet' });
  });

  it('marks unread messages in words, not by colour alone', async () => {
    const page: TBackOfficeMessageListPage = {
      items: [
        {
          id: 7,
          name: 'Piet',
          email: 'piet@example.com',
          excerpt: 'Rood?',
          createdAt: '2026-06-01T10:00:00Z',
          read: false,
          attachmentCount: 1,
          replyCount: 0,
        },
        {
          id: 6,
          name: 'Anna',
          email: 'anna@example.com',
          excerpt: 'Dank',
          createdAt: '2026-05-01T10:00:00Z',
          read: true,
          attachmentCount: 0,
          replyCount: 2,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
      unreadCount: 1,
    };
    answer({ [`GET ${BASE}?page=1&pageSize=25`]: () => json(page) });
    show('/messages');
    const piet = (await screen.findByText('Rood?')).closest('li') as HTMLElement;
    expect(within(piet).getByText('Ongelezen')).toBeTruthy();
    expect(within(piet).getByText('1 bijlage')).toBeTruthy();
    expect(within(piet).getByRole('link').getAttribute('href')).toBe('/messages/7');
    const anna = screen.getByText('Dank').closest('li') as HTMLElement;
    expect(within(anna).queryByText('Ongelezen')).toBeNull();
    expect(within(anna).getByText('2 antwoorden')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 berichten · 1 ongelezen');
  });

  it('says so when there are no messages', async () => {
    answer({
      [`GET ${BASE}?page=1&pageSize=25`]: () => json({ items: [], total: 0, page: 1, pageSize: 25, unreadCount: 0 }),
    });
    show('/messages');
    await screen.findByText(/Nog geen berichten/);
  });
});

describe('one message', () => {
  it('marks it read on opening, links the attachment, and sends a checked reply', async () => {
    const read = message({ readAt: '2026-06-02T10:00:00Z' });
    answer({
      [`GET ${BASE}/7`]: () => json(message()),
      [`PUT ${BASE}/7/read`]: () => json(read),
      [`POST ${BASE}/7/replies`]: () =>
        json(
          {
            ...read,
            replies: [{ id: 1, body: 'Ja, in het rood!', sentByName: 'Anna', createdAt: '2026-06-02T11:00:00Z' }],
          },
          201,
        ),
      [`GET ${BASE}?page=1&pageSize=25`]: () => json({ items: [], total: 0, page: 1, pageSize: 25, unreadCount: 0 }),
    });
    show('/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Bericht van Piet Pieters' });
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(`PUT ${BASE}/7/read`));
    expect(calls.find((call) => call.key === `PUT ${BASE}/7/read`)?.body).toEqual({ read: true });
    const link = screen.getByRole('link', { name: 'foto.png downloaden (2 kB)' });
    expect(link.getAttribute('href')).toBe(`${BASE}/7/attachments/3`);

    const send = screen.getByRole('button', { name: 'Antwoord versturen' });
    fireEvent.click(send);
    expect((await screen.findByText('Schrijf je antwoord')).id).toMatch(/-error$/);
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    expect(screen.getByRole('textbox', { name: /^Je antwoord/ }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByRole('textbox', { name: /^Je antwoord/ }), {
      target: { value: '  Ja, in het rood!  ' },
    });
    fireEvent.click(send);
    await screen.findByText('Je antwoord is verstuurd naar piet@example.com.');
    expect(calls.find((call) => call.key === `POST ${BASE}/7/replies`)?.body).toEqual({ body: 'Ja, in het rood!' });
    expect(within(screen.getByRole('region', { name: 'Je antwoorden' })).getByText('Ja, in het rood!')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Je antwoord/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's field error of a refused reply", async () => {
    answer({
      [`GET ${BASE}/7`]: () => json(message({ readAt: '2026-06-02T10:00:00Z' })),
      [`POST ${BASE}/7/replies`]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Ongeldig verzoek',
            fields: [{ field: 'body.body', message: 'Maximaal 5000 tekens' }],
          },
          400,
        ),
    });
    show('/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Bericht van Piet Pieters' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Je antwoord/ }), { target: { value: 'Hallo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antwoord versturen' }));
    await screen.findByText('Maximaal 5000 tekens');
    // Already read: opening it did not write.
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('deletes after a confirmation', async () => {
    answer({
      [`GET ${BASE}/7`]: () => json(message({ readAt: '2026-06-02T10:00:00Z' })),
      [`DELETE ${BASE}/7`]: () => new Response(null, { status: 204 }),
      [`GET ${BASE}?page=1&pageSize=25`]: () => json({ items: [], total: 0, page: 1, pageSize: 25, unreadCount: 0 }),
    });
    show('/messages/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Bericht verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bericht verwijderen?' });
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder het bericht' }));
    await screen.findByRole('heading', { name: 'Het bericht is verwijderd.' });
  });
});
