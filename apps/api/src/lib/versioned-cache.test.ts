import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers an entry for its version only, and not after it expired', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('a', 1, 'one', 1000, 0);
    expect(cache.get('a', 1, 500)).toBe('one');
    expect(cache.versionOf('a', 500)).toBe(1);
    expect(cache.get('a', 2, 500)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('b', 1, 'two', 1000, 0);
    expect(cache.versionOf('b', 1000)).toBeNull();
    expect(cache.get('b', 1, 1000)).toBeUndefined();
  });

  it('drops the least recently used entry beyond its number of entries', () => {
    const cache = new VersionedCache<string>(2);
    cache.set('a', 1, 'a', 1000, 0);
    cache.set('b', 1, 'b', 1000, 0);
    cache.get('a', 1, 1);
    cache.set('c', 1, 'c', 1000, 0);
    expect(cache.get('b', 1, 1)).toBeUndefined();
    expect(cache.get('a', 1, 1)).toBe('a');
    expect(cache.get('c', 1, 1)).toBe('c');
  });

  it('keeps its values within the byte limit, least recently used out first, and keeps count when one is replaced', () => {
    const cache = new VersionedCache<Buffer>(100, { maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 1, Buffer.alloc(4), 1000, 0);
    cache.set('b', 1, Buffer.alloc(4), 1000, 0);
    cache.get('a', 1, 1);
    cache.set('c', 1, Buffer.alloc(4), 1000, 0);
    expect(cache.get('b', 1, 1)).toBeUndefined();
    expect(cache.byteSize).toBe(8);
    cache.set('a', 2, Buffer.alloc(6), 1000, 0);
    expect(cache.byteSize).toBe(10);
    expect(cache.get('c', 1, 1)?.length).toBe(4);
    // A value bigger than the whole limit is not kept (and does not empty the cache).
    cache.set('huge', 1, Buffer.alloc(11), 1000, 0);
    expect(cache.get('huge', 1, 1)).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.get('c', 2, 1);
    expect(cache.byteSize).toBe(6);
  });
});
