import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_FIELD_TEXTS } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalidRequest, keyedText } from '#src/lib/errors.ts';

/** One uploaded file, kept in a temporary file until it is processed. */
export interface Upload {
  fileName: string;
  path: string;
  byteSize: number;
  /** The first bytes, to tell the kind of a video. */
  head: Buffer;
  fields: Record<string, string>;
  dispose(): Promise<void>;
}

const UPLOAD_DIRECTORY_PREFIX = 'media-upload-';
const HEAD_BYTES = 64;

/** Keeps the base name only, without control characters. */
function cleanFileName(fileName: string): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return baseName.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'upload';
}

export const uploadTooLarge = (fileName: string, maxBytes: number) =>
  new HttpError(413, 'validation_error', { form: 'request' }, [
    { field: 'file', message: keyedText('upload_too_large', { fileName, maxMegabytes: maxBytes / 1024 / 1024 }) },
  ]);

export const unreadableImage = (fileName: string) =>
  invalidRequest([{ field: 'file', message: keyedText('image_unreadable', { fileName }) }]);

class TooLarge extends Error {}

/**
 * Reads a multipart form with one file (`file`) and a few text fields, streaming the file to a
 * temporary file and stopping at `maxBytes` (never holding it in memory).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', {});
  const directory = await mkdtemp(join(tmpdir(), UPLOAD_DIRECTORY_PREFIX));
  const dispose = () => rm(directory, { recursive: true, force: true });
  let fileName = 'upload';
  try {
    const fields: Record<string, string> = {};
    let upload: Omit<Upload, 'fields' | 'dispose'> | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
        if (part.type === 'file') {
          if (upload || part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          fileName = cleanFileName(part.filename);
          const path = join(directory, 'upload');
          let byteSize = 0;
          let head = Buffer.alloc(0);
          const count = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              byteSize += chunk.length;
              if (byteSize > maxBytes) return done(new TooLarge());
              if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
              done(null, chunk);
            },
          });
          await pipeline(part.file, count, createWriteStream(path));
          if (part.file.truncated) throw new TooLarge();
          if (byteSize > 0) upload = { fileName, path, byteSize, head };
        } else if (!part.valueTruncated) {
          fields[part.fieldname] ??= String(part.value);
        }
      }
    } catch (error) {
      if (error instanceof TooLarge) throw uploadTooLarge(fileName, maxBytes);
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(fileName, maxBytes);
      if (error instanceof HttpError) throw error;
      if (error instanceof Error && !('statusCode' in error)) {
        throw new HttpError(400, 'malformed_multipart', { detail: error.message });
      }
      throw error;
    }
    if (!upload) throw invalidRequest([{ field: 'file', message: MEDIA_FIELD_TEXTS.fileRequired }]);
    return { ...upload, fields, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
