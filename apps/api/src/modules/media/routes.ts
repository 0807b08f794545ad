import type { TMissingThing } from '@shop/contracts';
import {
  ZAddonImageParams,
  ZApiError,
  ZImage,
  ZImageParams,
  ZPublicImageParams,
  ZTenantIdQuery,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#src/lib/errors.ts';
import { findAddonImages, groupImages } from '#src/modules/catalogue/catalogue.ts';
import {
  findImageVersions,
  findVariantForBrowser,
  readStoredObject,
} from '#src/modules/media-library/media-library.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import {
  addonBelongsToProduct,
  findAddonImageFile,
  findCategoryImageFile,
  findMediaData,
  findMediaFile,
  findProductImageFile,
  findProductName,
  isPublicCategory,
  type MediaFile,
} from './queries.ts';
import { sendMediaFile, sendPlaceholder } from './send-file.ts';

const servedFile = (file: MediaFile) => ({
  tenantId: file.tenantId,
  contentType: file.contentType,
  sha256: file.sha256,
  lastModified: file.createdAt,
});

const ZTenantMediaParams = z.object({ id: z.uuid({ message: 'id must be a UUID' }) });
const ZVersionQuery = z.object({ t: z.string().max(40).optional(), v: z.string().max(40).optional() });
const errors = { 400: ZApiError, 404: ZApiError };

export async function mediaRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Media'];

  /**
   * Sends the AVIF or WebP variant the browser accepts (about `preferredWidth` wide) when the image
   * has variants, else the stored file. The URLs stay those of spec §7.
   */
  const sendFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: MediaFile,
    preferredWidth = 1024,
    immutable = false,
  ) => {
    const master = () => findMediaData(db, file.tenantId, file.mediaId);
    if (preferredWidth === 0) return sendMediaFile(request, reply, servedFile(file), master, immutable);
    reply.header('vary', 'Accept');
    const variant = await findVariantForBrowser(db, file, request.headers.accept, preferredWidth);
    if (!variant) return sendMediaFile(request, reply, servedFile(file), master, immutable);
    return sendMediaFile(
      request,
      reply,
      {
        tenantId: file.tenantId,
        contentType: variant.contentType,
        sha256: variant.sha256,
        lastModified: variant.createdAt,
      },
      () => readStoredObject(app.mediaStore, file.tenantId, variant.storePath),
      immutable,
    );
  };

  /**
   * Whether `?t=` names the image's current version (the tenant answer's logoVersion or
   * heroImageVersion): that address's answer never changes, so it may be kept for a year. Any
   * other `t` (an older version, a page-load stamp) is answered as before, to revalidate.
   */
  const isCurrentVersion = async (file: MediaFile, t: string | undefined) => {
    if (t === undefined || !/^\d{1,15}$/.test(t)) return false;
    const versions = await findImageVersions(db, file.tenantId, [file.mediaId]);
    return versions.get(file.mediaId) === Number(t);
  };

  const tenantFile = (
    path: string,
    pick: (tenant: TenantContext) => number | null,
    missing: TMissingThing,
    preferredWidth: number,
  ) =>
    routes.get(
      path,
      { schema: { tags, params: ZTenantMediaParams, querystring: ZVersionQuery, response: errors } },
      async (request, reply) => {
        const tenant = await app.requireTenantById(request.params.id);
        const mediaId = pick(tenant);
        const file = mediaId === null ? null : await findMediaFile(db, tenant.id, mediaId);
        if (!file) throw notFound(missing);
        const immutable = preferredWidth > 0 && (await isCurrentVersion(file, request.query.t));
        return sendFile(request, reply, file, preferredWidth, immutable);
      },
    );

  tenantFile('/api/tenants/:id/logo', (tenant) => tenant.logoMediaId, 'logo', 640);
  tenantFile('/api/tenants/:id/hero-image', (tenant) => tenant.heroImageMediaId, 'hero_image', 1600);
  tenantFile('/api/tenants/:id/hero-video', (tenant) => tenant.heroVideoMediaId, 'hero_video', 0);

  /** The image file, or a placeholder with the product's name when the product has no such image. */
  const sendProductImage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ids: { tenantId: string; productId: number; imageId: number },
  ) => {
    const tenant = await app.requireTenantById(ids.tenantId);
    const name = await findProductName(db, tenant.id, ids.productId);
    if (name === null) throw notFound('product');
    const file = await findProductImageFile(db, tenant.id, ids.productId, ids.imageId);
    return file ? sendFile(request, reply, file) : sendPlaceholder(reply, name);
  };

  routes.get(
    '/api/products/:id/images/:imageId/file',
    {
      schema: { tags, params: ZImageParams, querystring: ZTenantIdQuery.extend(ZVersionQuery.shape), response: errors },
    },
    (request, reply) =>
      sendProductImage(request, reply, {
        tenantId: request.query.tenantId,
        productId: request.params.id,
        imageId: request.params.imageId,
      }),
  );

  routes.get(
    '/api/products/public/images/:productId/:imageId/file',
    {
      schema: {
        tags,
        params: ZPublicImageParams,
        querystring: ZTenantIdQuery.extend(ZVersionQuery.shape),
        response: errors,
      },
    },
    (request, reply) => sendProductImage(request, reply, { tenantId: request.query.tenantId, ...request.params }),
  );

  routes.get(
    '/api/categories/:id/images/:imageId/file',
    {
      schema: { tags, params: ZImageParams, querystring: ZTenantIdQuery.extend(ZVersionQuery.shape), response: errors },
    },
    async (request, reply) => {
      const tenant = await app.requireTenantById(request.query.tenantId);
      // Like product images: the placeholder only for a category this tenant shows, else 404.
      if (!(await isPublicCategory(db, tenant.id, request.params.id))) throw notFound('category');
      const file = await findCategoryImageFile(db, tenant.id, request.params.id, request.params.imageId);
      return file ? sendFile(request, reply, file) : sendPlaceholder(reply, null);
    },
  );

  routes.get(
    '/api/products/:productId/addons/:addonId/images',
    {
      schema: {
        tags,
        params: ZAddonImageParams.omit({ imageId: true }),
        querystring: ZTenantIdQuery,
        response: { 200: z.array(ZImage), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.query.tenantId);
      const { productId, addonId } = request.params;
      if (!(await addonBelongsToProduct(db, tenant.id, productId, addonId))) throw notFound('addon');
      return groupImages(await findAddonImages(db, tenant.id, [addonId])).get(addonId) ?? [];
    },
  );

  routes.get(
    '/api/products/:productId/addons/:addonId/images/:imageId/file',
    {
      schema: {
        tags,
        params: ZAddonImageParams.required({ imageId: true }),
        querystring: ZTenantIdQuery.extend(ZVersionQuery.shape),
        response: errors,
      },
    },
    async (request, reply) => {
      const tenant = await app.requireTenantById(request.query.tenantId);
      const { productId, addonId, imageId } = request.params;
      const file = await findAddonImageFile(db, tenant.id, productId, addonId, imageId);
      if (!file) throw notFound('image');
      return sendFile(request, reply, file);
    },
  );
}
