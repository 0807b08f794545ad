import { gunzipSync, gzipSync, type ZlibOptions } from 'node:zlib';

/** From this size an answer is sent gzip-compressed (the size @fastify/compress starts at, app.ts). */
export const GZIP_MIN_BYTES = 1024;

/**
 * From this size the writer stores the compressed copy too (the lists: 13 KB instead of 216 KB).
 * Gzipping each product of 1–2 KB there made it three times slower; those are compressed once
 * per process cache entry instead.
 */
export const STORED_GZIP_MIN_BYTES = 4096;

/** A serialised answer, kept while the tenant's catalogue version stays the same. */
export interface CachedAnswer {
  /** UTF-8 JSON, encoded once; absent when the answer came from the store compressed. */
  json?: Buffer;
  /** The JSON gzip-compressed: as stored, or made at the first ask of a client that takes gzip. */
  gzip?: Buffer;
  headers?: Record<string, string>;
  notFound?: boolean;
}

/**
 * Zlib's fastest level, with a compression window no larger than the answer (a product's is 1–2 KB),
 * without setting up zlib's full 256 KB of state for each answer a node compresses once. With
 * thousands of small shops most answers built here are sent once or a few times, so the time
 * counts more than the last bytes: a search page of 21.5 KB took 146 µs for 2,513 bytes at level 1,
 * 317 µs for 2,189 bytes at zlib's default 6.
 */
function windowFor(bytes: number): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes))));
  return { level: 1, windowBits, memLevel: Math.min(8, Math.max(1, windowBits - 7)) };
}

export const jsonAnswer = (json: string): CachedAnswer => ({ json: Buffer.from(json) });

/** The bytes an answer takes in the process cache; a gzip not made yet counted at a quarter of the JSON. */
export function answerSize(answer: CachedAnswer): number {
  const json = answer.json?.length ?? 0;
  return json + (answer.gzip?.length ?? Math.ceil(json / 4)) + 200;
}

/**
 * The bytes to send: gzip-compressed when the client takes gzip and the answer is big enough — once
 * per answer instead of once per request — else the JSON.
 */
export function encodedBody(answer: CachedAnswer, takesGzip: boolean): { bytes: Buffer; gzip: boolean } {
  if (takesGzip) {
    if (answer.gzip) return { bytes: answer.gzip, gzip: true };
    if (answer.json && answer.json.length >= GZIP_MIN_BYTES) {
      answer.gzip = gzipSync(answer.json, windowFor(answer.json.length));
      return { bytes: answer.gzip, gzip: true };
    }
  }
  if (answer.json) return { bytes: answer.json, gzip: false };
  // Only the stored compressed copy is at hand; clients without gzip are rare (every browser takes it).
  return { bytes: answer.gzip ? gunzipSync(answer.gzip) : Buffer.alloc(0), gzip: false };
}
