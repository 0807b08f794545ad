import type { TShopFiles } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SingleImageField } from './single-image-field.tsx';

const PATH = '/api/platform/shops/atelier-anna/files';
const files = (logo: boolean): TShopFiles => ({
  logo: logo
    ? {
        mediaId: 3,
        fileName: 'logo.png',
        contentType: 'image/webp',
        byteSize: 1000,
        width: 400,
        height: 200,
        url: '/api/tenants/t/logo?v=3',
        src: '/api/media/t/3/v1/320.webp',
        srcset: { webp: '/api/media/t/3/v1/320.webp 320w', avif: '/api/media/t/3/v1/320.avif 320w' },
      }
    : null,
  heroImage: null,
  heroVideo: null,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SingleImageField tenantName="atelier-anna" slot="logo" label="Logo" />
    </QueryClientProvider>,
  );

describe('SingleImageField', () => {
  it('shows the current logo from its variants and removes it after confirmation', async () => {
    const keys: string[] = [];
    fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
      keys.push(`${init?.method ?? 'GET'} ${path}`);
      const body = init?.method === 'DELETE' ? files(false) : files(true);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    show();
    const image = await screen.findByRole('img', { name: 'Logo' });
    expect(image.getAttribute('srcset')).toContain('320w');
    fireEvent.click(
      screen.getAllByRole('button').find((button) => button.textContent?.includes('Logo')) as HTMLElement,
    );
    expect(keys).not.toContain(`DELETE ${PATH}/logo`);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(keys).toContain(`DELETE ${PATH}/logo`));
  });

  it('refuses a file over 20 MB before sending it, with the reason', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(files(false)), { headers: { 'Content-Type': 'application/json' } }),
    );
    const { container } = show();
    await screen.findAllByRole('button');
    const input = container.querySelector('input[type="file"]:not([capture])') as HTMLInputElement;
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'groot.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain('groot.jpg');
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
