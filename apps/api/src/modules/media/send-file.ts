import { PLACEHOLDER_NAME_LENGTH } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '#src/lib/errors.ts';
import { IMMUTABLE, isNotModified, mediaBytes } from '#src/lib/http-cache.ts';

/** What the answer says about the bytes before reading them. */
export interface ServedFile {
  tenantId: string;
  contentType: string;
  sha256: string;
  lastModified: Date;
}

/**
 * Sends a stored file with its content type, strong ETag (the content hash) and Last-Modified.
 * These addresses are not versioned, so caches keep them briefly and revalidate, unless the
 * caller knows the address names this very answer (`immutable`: a logo or hero image whose `?t=`
 * is its current version). A matching validator is answered 304 before any byte is read; the
 * bytes come from the process's hash-keyed cache or `load`. Byte ranges serve video.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  load: () => Promise<Buffer | null>,
  immutable = false,
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', immutable ? IMMUTABLE : 'public, max-age=300, stale-while-revalidate=86400');
  if (isNotModified(request, etag, file.lastModified)) return reply.code(304).send();
  const data = await mediaBytes.through(`${file.tenantId}/${file.sha256}`, load);
  if (!data) throw notFound('image');
  reply.header('content-type', file.contentType).header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, data.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${data.length}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
  return reply.send(data);
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (!startText && !endText) return null;
  let start: number;
  let end: number;
  if (!startText) {
    start = Math.max(0, size - Number(endText));
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText ? Math.min(Number(endText), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Spec §7: a placeholder image carrying the first 20 characters of the name ('No Image' without one). */
export function placeholderSvg(name: string | null): string {
  const label = escapeXml(name ? name.slice(0, PLACEHOLDER_NAME_LENGTH) : 'No Image');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${label}"><rect width="600" height="600" fill="#e5e7eb"/><text x="300" y="310" font-family="sans-serif" font-size="36" fill="#4b5563" text-anchor="middle">${label}</text></svg>`;
}

export function sendPlaceholder(reply: FastifyReply, name: string | null) {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'no-cache')
    .header('x-placeholder', 'true')
    .send(placeholderSvg(name));
}
