import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaVariants } from '#src/db/schema/tables.ts';
import { notFound } from '#src/lib/errors.ts';
import { IMMUTABLE, isNotModified, mediaBytes } from '#src/lib/http-cache.ts';
import type { MediaStore } from './store.ts';

const ZVariantParams = z.object({
  tenantId: z.uuid(),
  mediaId: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.string().regex(/^v\d{1,9}$/),
  file: z.string().regex(/^\d{1,5}\.(?:webp|avif)$/),
});

/**
 * GET /api/media/:tenantId/:mediaId/v:version/:width.:format — one variant. The URL names a
 * version that never changes, so it is cached for a year as immutable.
 */
export function serveVariant(app: FastifyInstance, store: MediaStore) {
  const db = app.database.db;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/media/:tenantId/:mediaId/:version/:file',
      { schema: { tags: ['Media'], params: ZVariantParams } },
      async (request, reply) => {
        const { tenantId, mediaId } = request.params;
        const version = Number(request.params.version.slice(1));
        const [widthText = '', format = ''] = request.params.file.split('.');
        const [variant] = await db
          .select({
            sha256: mediaVariants.sha256,
            storePath: mediaVariants.storePath,
            createdAt: mediaVariants.createdAt,
          })
          .from(mediaVariants)
          .where(
            and(
              eq(mediaVariants.tenantId, tenantId),
              eq(mediaVariants.mediaId, mediaId),
              eq(mediaVariants.version, version),
              eq(mediaVariants.width, Number(widthText)),
              eq(mediaVariants.format, format),
            ),
          );
        if (!variant) throw notFound('image');
        const etag = `"${variant.sha256}"`;
        reply
          .header('etag', etag)
          .header('last-modified', variant.createdAt.toUTCString())
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          .header('vary', 'accept-encoding');
        if (isNotModified(request, etag, variant.createdAt)) return reply.code(304).send();
        const data = await mediaBytes.through(`${tenantId}/${variant.sha256}`, async () => {
          const object = await store.get({ tenantId, path: variant.storePath });
          return object?.data ?? null;
        });
        if (!data) throw notFound('image');
        return reply.header('content-type', `image/${format}`).send(data);
      },
    );
}
