import { PLACEHOLDER_NAME_LENGTH } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from './queries.ts';

const ONE_YEAR = 31_536_000;

/**
 * Sends a stored file with its content type and ETag. A versioned URL (`?t=` or `?v=`) is cached
 * for a year as immutable; otherwise caches revalidate with the ETag. Byte ranges serve video.
 */
export function sendMediaFile(request: FastifyRequest, reply: FastifyReply, file: MediaFile) {
  const query = request.query as Record<string, unknown>;
  const versioned = query.t !== undefined || query.v !== undefined;
  const etag = `"${file.sha256}"`;
  reply
    .header('content-type', file.contentType)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      versioned ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=300, stale-while-revalidate=86400',
    );
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, file.data.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.data.length}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.data.length}`)
      .send(file.data.subarray(range.start, range.end + 1));
  }
  return reply.send(file.data);
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
