import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  ZApiError,
  ZImportOptions,
  ZImportPreview,
  ZImportRefused,
  ZImportResult,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { errorAnswer, HttpError } from '#src/lib/errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { exportProductsCsv } from './export.ts';
import { applyImport, planImport } from './service.ts';

const ZShopParams = z.object({ tenantName: z.string().min(1).max(63) });
const TEN_MINUTES_MS = 10 * 60 * 1000;
const MB = 1024 * 1024;

interface ImportUpload {
  bytes: Buffer;
  updateExisting: boolean;
}

/** The multipart form: one file (field "file") and the owner's options as text fields. */
async function readUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'import_file_invalid', { reason: 'no_file' });
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (bytes !== null) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(400, 'import_file_invalid', { reason: 'too_large', limit: IMPORT_MAX_BYTES / MB });
    }
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'malformed_multipart', { detail: error instanceof Error ? error.message : 'unknown' });
  }
  if (bytes === null || bytes.length === 0) throw new HttpError(400, 'import_file_invalid', { reason: 'no_file' });
  const options = ZImportOptions.safeParse(fields);
  return { bytes, updateExisting: options.success ? options.data.updateExisting === 'true' : true };
}

export async function catalogueImportRoutes(app: FastifyInstance, options: { config: TConfig }) {
  // Registered here, not app-wide: this module reads its own uploads.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: import and export'];
  const imageOptions = { allowPrivateHosts: options.config.IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS };
  const uploadLimit = {
    rateLimit: {
      max: 30,
      timeWindow: TEN_MINUTES_MS,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, 'too_many_requests', { what: 'requests', seconds: Math.ceil(context.ttl / 1000) }),
    },
  };

  routes.get(
    '/api/platform/shops/:tenantName/products/export.csv',
    {
      schema: {
        tags,
        description:
          "The shop's products as CSV (UTF-8 with BOM): one row per product with every field, the category's name, image URLs one per line of the cell, add-ons as a JSON list. Owner of the shop or Admin.",
        params: ZShopParams,
        response: { 200: z.string(), 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const origin = `${request.protocol}://${request.host}`;
      const csv = await exportProductsCsv(db, access.tenant.id, origin);
      await recordShopActivity(db, access, 'catalogue.exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${access.tenant.name}-products-${day}.csv"`)
        .send(csv);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products/import/preview',
    {
      config: uploadLimit,
      schema: {
        tags,
        description:
          'multipart/form-data: file (our CSV or a Shopify product export, at most 5 MB and 5000 rows), updateExisting (true|false). Answers what each row becomes, its errors and warnings, and a summary; writes nothing.',
        params: ZShopParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportPreview, 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const upload = await readUpload(request);
      const plan = await planImport(db, access.tenant.id, upload.bytes, {
        updateExisting: upload.updateExisting,
        images: imageOptions,
        imageDirectory: null,
      });
      return plan.preview;
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products/import',
    {
      config: uploadLimit,
      schema: {
        tags,
        description:
          'multipart/form-data: the same file and options as the preview. Refuses (400 import_has_errors, with the preview) when any row has an error; otherwise writes every product, category, add-on, stock change and image in one transaction.',
        params: ZShopParams,
        consumes: ['multipart/form-data'],
        response: {
          200: ZImportResult,
          400: z.union([ZImportRefused, ZApiError]),
          401: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const upload = await readUpload(request);
      const imageDirectory = await mkdtemp(join(tmpdir(), 'product-import-'));
      try {
        const plan = await planImport(db, access.tenant.id, upload.bytes, {
          updateExisting: upload.updateExisting,
          images: imageOptions,
          imageDirectory,
        });
        const rowsWithErrors = plan.preview.summary.rowsWithErrors;
        if (rowsWithErrors > 0) {
          const refusal = errorAnswer(
            new HttpError(400, 'import_has_errors', { rows: rowsWithErrors }),
            requestLanguage(request),
          );
          return reply
            .code(400)
            .send({ error: 'import_has_errors' as const, message: refusal.message, preview: plan.preview });
        }
        const result = await applyImport(db, app.mediaStore, access.tenant.id, plan);
        await recordShopActivity(db, access, 'catalogue.imported', {
          format: result.format,
          created: result.created,
          updated: result.updated,
        });
        return result;
      } finally {
        await rm(imageDirectory, { recursive: true, force: true });
      }
    },
  );
}
