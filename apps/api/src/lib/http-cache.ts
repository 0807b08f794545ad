import type { FastifyRequest } from 'fastify';

/** Cache-Control of a URL whose bytes never change (a versioned media variant). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An HTTP-date has whole seconds: compare what the client can have seen. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110 §13.2.2): If-None-Match decides when sent
 * (weak comparison, `*` matches anything); only without it does If-Modified-Since count.
 */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: Date | null): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const current = opaque(etag);
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined || lastModified === null) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && wholeSeconds(lastModified) <= Math.floor(sinceTime / 1000);
}

/**
 * A bounded in-process cache of bytes keyed by their content hash. What a hash names never
 * changes, so no other process has to tell this one anything; the least recently used go first.
 */
export function createByteCache(options: { maxBytes: number; maxEntryBytes: number }) {
  const entries = new Map<string, Buffer>();
  let size = 0;
  return {
    get(key: string): Buffer | undefined {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key: string, bytes: Buffer): void {
      if (bytes.length > options.maxEntryBytes || entries.has(key)) return;
      entries.set(key, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= options.maxBytes) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
    /** The cached bytes, else `load`'s (kept for next time); null when `load` finds none. */
    async through(key: string, load: () => Promise<Buffer | null>): Promise<Buffer | null> {
      const cached = this.get(key);
      if (cached) return cached;
      const bytes = await load();
      if (bytes) this.set(key, bytes);
      return bytes;
    },
    get size() {
      return size;
    },
  };
}

export type ByteCache = ReturnType<typeof createByteCache>;

/**
 * The bytes of media files and variants this process served lately, by tenant and content hash
 * (at most 64 MB; files over 4 MB are read each time).
 */
export const mediaBytes = createByteCache({ maxBytes: 64 * 1024 * 1024, maxEntryBytes: 4 * 1024 * 1024 });
