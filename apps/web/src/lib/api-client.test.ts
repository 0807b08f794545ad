import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '#src/lib/api-client.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'nl', resources: {}, initAsync: false });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('nl');
});

const sentLanguage = () =>
  ((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;

describe('the shopper language on every API call', () => {
  it('sends Dutch by default and English once the shopper chose it; the server message is the error text', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ name: 'demo' }), { status: 200 }));
    await callApi('GET /api/tenants/by-name/:name', { params: { name: 'demo' } });
    expect(sentLanguage()['Accept-Language']).toBe('nl');

    await i18next.changeLanguage('en');
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'not_found', message: 'Tenant not found' }), { status: 404 }),
    );
    const failed = await callApi('GET /api/tenants/by-name/:name', { params: { name: 'x' } }).catch((error) => error);
    expect(sentLanguage()['Accept-Language']).toBe('en');
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).serverMessage).toBe('Tenant not found');
  });
});
