/**
 * A bounded in-process cache whose entries hold for a fixed time (absent answers too, so a name
 * asked for again and again reaches the database once per `ttlMs`); the oldest entry goes first.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached value of `key`, else `load`'s, which is kept for `ttlMs`. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && known.expiresAt > now) return known.value;
    const value = await load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
