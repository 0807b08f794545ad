import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { constants, gunzipSync, gzip, gzipSync, type ZlibOptions } from 'node:zlib';

/**
 * From this size an answer is sent gzip-compressed (the size @fastify/compress starts at, app.ts),
 * and the writer stores the compressed copy next to the JSON (stored-answers.ts).
 */
export const GZIP_MIN_BYTES = 1024;

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
 * A compression window no larger than the answer (a product's is 1–2 KB), without setting up zlib's
 * full 256 KB of state for each answer. By default zlib's fastest level: with thousands of small
 * shops most answers a node compresses are sent once or a few times, so the time counts more than
 * the last bytes (a search page of 21.5 KB took 146 µs for 2,513 bytes at level 1, 317 µs for 2,189
 * bytes at zlib's default 6). The writer, whose copy is sent to every visitor, takes zlib's default.
 */
function gzipOptionsFor(bytes: number, level = 1): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes))));
  return { level, windowBits, memLevel: Math.min(8, Math.max(1, windowBits - 7)) };
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
      answer.gzip = gzipSync(answer.json, gzipOptionsFor(answer.json.length));
      return { bytes: answer.gzip, gzip: true };
    }
  }
  if (answer.json) return { bytes: answer.json, gzip: false };
  // Only the stored compressed copy is at hand; clients without gzip are rare (every browser takes it).
  return { bytes: answer.gzip ? gunzipSync(answer.gzip) : Buffer.alloc(0), gzip: false };
}

const gzipAsync = promisify(gzip);

/** From this size the writer compresses an answer on libuv's threads (the lists: 216 KB to 13 KB). */
const THREADED_GZIP_MIN_BYTES = 16 * 1024;
/** Small answers compressed on the event loop between two turns of the node's requests. */
const SMALL_GZIPS_PER_TURN = 25;

/**
 * The stored compressed copy of each written answer in `bodies`, in order; null for one smaller
 * than GZIP_MIN_BYTES, which is sent as it is. A product's answer of 1–2 KB is compressed here, a
 * few at a time: handing each one to libuv's threads took longer than compressing it (a shop of
 * 200 products: 32 ms of CPU against 17 ms).
 */
export async function gzipForStore(bodies: string[]): Promise<(Buffer | null)[]> {
  const threaded = (body: string) => body.length >= THREADED_GZIP_MIN_BYTES;
  const compressed: (Buffer | null)[] = [];
  let small = 0;
  for (const body of bodies) {
    const here = body.length >= GZIP_MIN_BYTES && !threaded(body);
    if (here && ++small % SMALL_GZIPS_PER_TURN === 0) await nextTurn();
    compressed.push(here ? gzipSync(body, gzipOptionsFor(body.length, constants.Z_DEFAULT_COMPRESSION)) : null);
  }
  // The large ones last, so that none of their promises waits unhandled while the loop yields.
  return Promise.all(bodies.map((body, index) => (threaded(body) ? gzipAsync(body) : (compressed[index] ?? null))));
}
