import { LRUCache } from 'lru-cache';

interface Entry<T> {
  version: number;
  expiresAt: number;
  value: T;
}

export interface CacheByteLimit<T> {
  /** The most the values may take together; the least recently used go first. */
  maxBytes: number;
  sizeOf: (value: T) => number;
}

/**
 * A bounded in-process cache whose entries are valid for one catalogue version. The version is
 * read from PostgreSQL on every request, so an edit made through any process shows at once.
 * Bounded by entries and, given a byte limit, by the size of its values: a node serving thousands
 * of shops keeps the recently asked answers, not all it ever built. On lru-cache, whose eviction
 * takes constant time: a Map's oldest entry, with a long tail of shops evicting all the time, was
 * found behind every deleted slot before it (20 µs a miss at 29,000 entries).
 */
export class VersionedCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;

  constructor(maxEntries: number, byteLimit?: CacheByteLimit<T>) {
    this.entries = new LRUCache<string, Entry<T>>({
      max: maxEntries,
      ...(byteLimit && {
        maxSize: byteLimit.maxBytes,
        // lru-cache counts sizes of 1 and up.
        sizeCalculation: (entry: Entry<T>) => Math.max(1, byteLimit.sizeOf(entry.value)),
      }),
    });
  }

  get(key: string, version: number, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The version the entry under `key` holds while it lasts, else null (it is not touched). */
  versionOf(key: string, now = Date.now()): number | null {
    const entry = this.entries.peek(key);
    return entry && entry.expiresAt > now ? entry.version : null;
  }

  /** Keeps `value` for `ttlMs`; one bigger than the byte limit is not kept (and takes out the key's old entry). */
  set(key: string, version: number, value: T, ttlMs: number, now = Date.now()): void {
    if (ttlMs <= 0) return;
    this.entries.set(key, { version, value, expiresAt: now + ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the values take together (0 without a byte limit). */
  get byteSize(): number {
    return this.entries.calculatedSize ?? 0;
  }
}
