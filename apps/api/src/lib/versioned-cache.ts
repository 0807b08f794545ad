interface Entry<T> {
  version: number;
  expiresAt: number;
  value: T;
  bytes: number;
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
 * of shops keeps the recently asked answers, not all it ever built.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly byteLimit?: CacheByteLimit<T>,
  ) {}

  get(key: string, version: number, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= now) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-insert to keep the most recently used entries at the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The version the entry under `key` holds while it lasts, else null (it is not touched). */
  versionOf(key: string, now = Date.now()): number | null {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.version : null;
  }

  set(key: string, version: number, value: T, ttlMs: number, now = Date.now()): void {
    if (ttlMs <= 0) return;
    const bytes = this.byteLimit?.sizeOf(value) ?? 0;
    if (this.byteLimit && bytes > this.byteLimit.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { version, value, expiresAt: now + ttlMs, bytes });
    this.bytes += bytes;
    const maxBytes = this.byteLimit?.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.entries.size > this.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1]);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the values take together (0 without a byte limit). */
  get byteSize(): number {
    return this.bytes;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
