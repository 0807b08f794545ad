import type { TManagedImage } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageManager } from './image-manager.tsx';

const PATH = '/api/platform/shops/atelier-anna/products/7/images';

const image = (overrides: Partial<TManagedImage> = {}): TManagedImage => ({
  id: 1,
  mediaId: 11,
  fileName: 'vaas.jpg',
  altText: 'Vaas',
  isPrimary: true,
  displayOrder: 0,
  width: 1200,
  height: 800,
  src: '/api/media/t/11/v1/640.webp',
  srcset: { webp: '/api/media/t/11/v1/320.webp 320w, /api/media/t/11/v1/640.webp 640w', avif: '/a 320w' },
  variants: [],
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
    if (!found) throw new Error(`unexpected ${key}`);
    return found();
  });
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImageManager tenantName="atelier-anna" owner={{ kind: 'product', id: 7 }} suggestedAlt="Blauwe vaas" />
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageManager', () => {
  it('shows thumbnails with srcset, the primary radio, alt texts (the suggestion when empty) and moves', async () => {
    const list = [image(), image({ id: 2, mediaId: 12, fileName: 'b.jpg', altText: '', isPrimary: false })];
    answer({
      [`GET ${PATH}`]: () => json(list),
      [`PUT ${PATH}/order`]: () => json([list[1], list[0]]),
      [`PUT ${PATH}/2`]: () => json({ ...list[1], isPrimary: true }),
    });
    show();
    const thumbnails = await screen.findAllByRole('img');
    expect(thumbnails[0]?.getAttribute('srcset')).toContain('640w');
    const altFields = screen.getAllByRole('textbox');
    expect((altFields[0] as HTMLInputElement).value).toBe('Vaas');
    expect((altFields[1] as HTMLInputElement).value).toBe('Blauwe vaas');
    const radios = screen.getAllByRole('radio');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[1] as HTMLElement);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(`PUT ${PATH}/2`));
    expect(calls.find((call) => call.key === `PUT ${PATH}/2`)?.body).toEqual({ isPrimary: true });
    const list2 = screen.getByRole('list', { name: /./ });
    const down = within(list2)
      .getAllByRole('button')
      .find((button) => button.getAttribute('data-move') === '1:down');
    fireEvent.click(down as HTMLElement);
    await waitFor(() => expect(calls.find((call) => call.key === `PUT ${PATH}/order`)?.body).toEqual({ ids: [2, 1] }));
  });

  it('refuses an empty alt text without calling the server, and asks before deleting', async () => {
    answer({ [`GET ${PATH}`]: () => json([image()]), [`DELETE ${PATH}/1`]: () => new Response(null, { status: 204 }) });
    show();
    const field = (await screen.findAllByRole('textbox'))[0] as HTMLInputElement;
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.blur(field);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toEqual([]);
    const deleteButtons = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label')?.includes('Vaas'));
    const remove = deleteButtons.find(
      (button) => !button.getAttribute('data-move') && !button.className.includes('cursor-grab'),
    );
    fireEvent.click(remove as HTMLElement);
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getAllByRole('button').at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(`DELETE ${PATH}/1`));
  });
});
