import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQuery, EMPTY_CART } from '#src/lib/cart.ts';
import { STORAGE_KEYS } from '#src/lib/storage-keys.ts';

const TENANT = 'f0f0f0f0-0000-4000-8000-000000000001';
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const loadCart = () => new QueryClient().fetchQuery(cartQuery(TENANT));

describe('the cart of the page', () => {
  it('is empty on a first visit without asking the server, and starts no session', async () => {
    expect(await loadCart()).toEqual(EMPTY_CART);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
  });

  it("is the server's cart of the stored session", async () => {
    const sessionId = 'session_1700000000000_abcdefghijkl';
    window.localStorage.setItem(STORAGE_KEYS.sessionId, sessionId);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ items: [], itemCount: 3 }), { status: 200 }));
    expect((await loadCart()).itemCount).toBe(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/cart/${sessionId}/${TENANT}`);
  });
});
