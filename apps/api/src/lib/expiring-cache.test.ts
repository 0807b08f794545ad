import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ExpiringCache', () => {
  it('loads a key once while it holds (an absent answer too), again after its time or when deleted', async () => {
    vi.useFakeTimers();
    const cache = new ExpiringCache<string | null>(1000, 10);
    const load = vi.fn(async () => null);
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.delete('a');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new ExpiringCache<number>(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
