import { lookup } from 'node:dns';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { join } from 'node:path';
import { IMPORT_IMAGE_MAX_BYTES } from '@shop/contracts';
import sharp from 'sharp';

export interface FetchedImage {
  bytes: Buffer;
  fileName: string;
}

export class ImageFetchError extends Error {}

export interface ImageFetchOptions {
  /** Tests serve images from 127.0.0.1; a deployment never fetches from its own network. */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, carrier-grade NAT, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80') ||
    lower.startsWith('ff')
  );
}

/**
 * Resolves as usual but refuses a private address: checked at connect time, so a name that
 * resolves differently the second time cannot slip through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as { address: string; family: number }[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      return callback(new ImageFetchError('private_address'), '', 4);
    }
    if ((options as { all?: boolean }).all) return (callback as (e: null, a: typeof list) => void)(null, list);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

function fileNameOf(url: URL): string {
  const base = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '-');
  return (base || 'image').slice(-120);
}

function getOnce(url: URL, options: ImageFetchOptions): Promise<{ redirect: string } | { bytes: Buffer }> {
  const maxBytes = options.maxBytes ?? IMPORT_IMAGE_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  if (!options.allowPrivateHosts && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    if (isPrivateAddress(url.hostname.replace(/^\[|\]$/g, '')))
      return Promise.reject(new ImageFetchError('private_address'));
  }
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        timeout: options.timeoutMs ?? 10_000,
        lookup: options.allowPrivateHosts ? undefined : publicOnlyLookup,
        headers: { accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: new URL(response.headers.location, url).toString() });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new ImageFetchError(`http_${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new ImageFetchError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new ImageFetchError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', () => reject(new ImageFetchError('connection')));
      },
    );
    request.on('timeout', () => request.destroy(new ImageFetchError('timeout')));
    request.on('error', (error) =>
      reject(error instanceof ImageFetchError ? error : new ImageFetchError('connection')),
    );
  });
}

/** Fetches an image named in an import file: http(s) only, a timeout, a size limit, and sharp must read it. */
export async function fetchImage(address: string, options: ImageFetchOptions): Promise<FetchedImage> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError('not_http');
    const answer = await getOnce(url, options);
    if ('redirect' in answer) {
      url = new URL(answer.redirect);
      continue;
    }
    try {
      const metadata = await sharp(answer.bytes).metadata();
      if (!metadata.width || !metadata.height) throw new Error('no size');
    } catch {
      throw new ImageFetchError('not_an_image');
    }
    return { bytes: answer.bytes, fileName: fileNameOf(url) };
  }
  throw new ImageFetchError('too_many_redirects');
}

/** An image checked and kept on disk until the import stores it (null path: the preview keeps nothing). */
export interface KeptImage {
  fileName: string;
  path: string | null;
}

/**
 * Fetches each URL once, a few at a time; answers where each image was kept, or why it failed.
 * Images go to `directory` rather than memory, so a large catalogue does not fill the heap.
 */
export async function fetchImages(
  urls: string[],
  options: ImageFetchOptions,
  directory: string | null,
  concurrency = 4,
): Promise<Map<string, KeptImage | { failed: string }>> {
  const results = new Map<string, KeptImage | { failed: string }>();
  const queue = [...new Set(urls)];
  let count = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const image = await fetchImage(url, options);
        let path: string | null = null;
        if (directory) {
          path = join(directory, `image-${count++}`);
          await writeFile(path, image.bytes);
        }
        results.set(url, { fileName: image.fileName, path });
      } catch (error) {
        results.set(url, { failed: error instanceof ImageFetchError ? error.message : 'connection' });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return results;
}
