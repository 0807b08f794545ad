interface Entry<T> {
  version: number;
  expiresAt: number;
  value: T;
}

/**
 * A bounded in-process cache whose entries are valid for one catalogue version. The version is
 * read from PostgreSQL on every request, so an edit made through any process shows at once.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: number, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= now) {
      this.entries.delete(key);
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
    this.entries.delete(key);
    this.entries.set(key, { version, value, expiresAt: now + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
