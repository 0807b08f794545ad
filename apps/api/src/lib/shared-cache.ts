import { Redis } from 'ioredis';

/** A serialised answer as the shared cache keeps it. */
export interface SharedEntry {
  body: Buffer;
  headers?: Record<string, string>;
  notFound?: boolean;
  /** Epoch ms after which the answer must not be served (a discount starting or ending, say). */
  expiresAt: number;
}

const NEWLINE = 0x0a;

/** One line of JSON (headers, not-found, expiry), a newline, then the body's bytes as they are. */
export function encodeEntry(entry: SharedEntry): Buffer {
  const head = JSON.stringify({ h: entry.headers, n: entry.notFound ? 1 : undefined, e: entry.expiresAt });
  return Buffer.concat([Buffer.from(head), Buffer.from([NEWLINE]), entry.body]);
}

export function decodeEntry(value: Buffer): SharedEntry | null {
  const end = value.indexOf(NEWLINE);
  if (end < 0) return null;
  try {
    const head = JSON.parse(value.subarray(0, end).toString()) as {
      h?: Record<string, string>;
      n?: 1;
      e: number;
    };
    if (typeof head.e !== 'number') return null;
    return {
      body: value.subarray(end + 1),
      ...(head.h ? { headers: head.h } : {}),
      ...(head.n ? { notFound: true } : {}),
      expiresAt: head.e,
    };
  } catch {
    return null;
  }
}

/**
 * Serialised answers shared by every node through Redis, next to each node's own cache: an answer
 * one node built is served by the others without building it again. Keys carry whatever makes an
 * answer current (the catalogue version), so nothing is ever invalidated, entries just expire.
 * Redis being away never fails a request: reads then find nothing (at once, no queueing while
 * disconnected, at most `timeoutMs` for a Redis that stopped answering) and writes are dropped.
 */
export class SharedCache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    timeoutMs: number,
    onError: (error: Error) => void,
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      commandTimeout: timeoutMs,
      lazyConnect: false,
    });
    let reported = false;
    this.redis.on('error', (error: Error) => {
      // Once per outage: a Redis that is away reconnects every few hundred ms.
      if (!reported) onError(error);
      reported = true;
    });
    this.redis.on('ready', () => {
      reported = false;
    });
  }

  async get(key: string, now = Date.now()): Promise<SharedEntry | null> {
    if (this.redis.status !== 'ready') return null;
    try {
      const value = await this.redis.getBuffer(this.prefix + key);
      const entry = value ? decodeEntry(value) : null;
      return entry && entry.expiresAt > now ? entry : null;
    } catch {
      return null;
    }
  }

  set(key: string, entry: SharedEntry, now = Date.now()): void {
    const ttlMs = Math.floor(entry.expiresAt - now);
    if (ttlMs <= 0 || this.redis.status !== 'ready') return;
    this.redis.set(this.prefix + key, encodeEntry(entry), 'PX', ttlMs).catch(() => {});
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
