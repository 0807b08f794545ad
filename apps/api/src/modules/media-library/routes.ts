import multipart from '@fastify/multipart';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  MEDIA_FIELD_TEXTS,
  SHOP_FILE_SLOTS,
  VIDEO_UPLOAD_MAX_BYTES,
  ZAltText,
  ZApiError,
  ZImageOrder,
  ZImageUpdate,
  ZManagedImage,
  ZShopFiles,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRequest, notFound } from '#src/lib/errors.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { findOwnerName, type ImageOwner } from './owners.ts';
import { processImage, UnreadableImageError } from './process-image.ts';
import { readUpload, type Upload, unreadableImage } from './read-upload.ts';
import { serveVariant } from './serve-variant.ts';
import {
  attachImage,
  deleteImage,
  deleteStoredObjects,
  discardStoredMedia,
  insertProcessedImage,
  listImages,
  reorderImages,
  updateImage,
} from './service.ts';
import { findShopFiles, removeShopFile, storeShopImage, storeShopVideo } from './shop-files.ts';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZShopParams = z.object({ tenantName: ZTenantName });
const ZProductParams = ZShopParams.extend({ productId: ZId });
const ZCategoryParams = ZShopParams.extend({ categoryId: ZId });
const ZAddonParams = ZProductParams.extend({ addonId: ZId });
const ZSlotParams = ZShopParams.extend({ slot: z.enum(SHOP_FILE_SLOTS) });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 413: ZApiError };

/** Images processed at once: sharp already uses every core for one photo, and AVIF encoding is memory-hungry. */
const PROCESSING_SLOTS = 1;

function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

export async function mediaLibraryRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: the per-request limits of readUpload apply.
  await app.register(multipart, {
    limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  const db = app.database.db;
  const store = app.mediaStore;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const inSlot = createSlots(PROCESSING_SLOTS);
  const logStoreError = (error: unknown) => app.log.warn(`Could not delete media objects: ${String(error)}`);

  serveVariant(app, store);

  /** Processes the upload (refusing what is not a complete image) and stores it for the owner. */
  async function uploadImage(upload: Upload, tenantId: string, owner: ImageOwner, suggestedAlt: string) {
    const altInput = upload.fields.altText?.trim() ?? '';
    const alt = ZAltText.safeParse(altInput || suggestedAlt);
    if (!alt.success) throw invalidRequest([{ field: 'altText', message: MEDIA_FIELD_TEXTS.altTextTooLong }]);
    const processed = await inSlot(() => processImage(upload.path)).catch((error: unknown) => {
      if (error instanceof UnreadableImageError) throw unreadableImage(upload.fileName);
      throw error;
    });
    let keys: { tenantId: string; path: string }[] = [];
    try {
      return await db.transaction(async (tx) => {
        const stored = await insertProcessedImage({ db: tx, store }, tenantId, processed, upload.fileName);
        keys = stored.keys;
        // The owner may have gone while the image was processed.
        if ((await findOwnerName(tx, tenantId, owner)) === null) throw notFound(owner.kind);
        return attachImage(tx, tenantId, owner, stored.mediaId, alt.data);
      });
    } catch (error) {
      await discardStoredMedia(store, keys);
      throw error;
    }
  }

  const ownerRoutes = <TParams extends z.ZodType<{ tenantName: string }>>(
    base: string,
    params: TParams,
    ownerOf: (params: z.infer<TParams>) => ImageOwner,
    area: string,
  ) => {
    const access = async (request: FastifyRequest, parsed: z.infer<TParams>) => {
      const shop = await request.requireShopAccess(parsed.tenantName);
      const owner = ownerOf(parsed);
      const name = await findOwnerName(db, shop.tenant.id, owner);
      if (name === null) throw notFound(owner.kind);
      return { shop, owner, name };
    };
    const imageParams = (params as unknown as z.ZodObject).extend({ imageId: ZId });

    routes.get(
      `${base}/images`,
      { schema: { tags: ['Back office'], params, response: { 200: z.array(ZManagedImage), ...errors } } },
      async (request) => {
        const { shop, owner } = await access(request, request.params as z.infer<TParams>);
        return listImages(db, shop.tenant.id, owner);
      },
    );

    routes.post(
      `${base}/images`,
      {
        schema: {
          tags: ['Back office'],
          description: `multipart/form-data: file (JPEG, PNG, WebP, AVIF, GIF, TIFF, or HEIF where the sharp build decodes it; up to ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB), altText (optional: the name is suggested).`,
          params,
          response: { 201: ZManagedImage, ...errors },
        },
      },
      async (request, reply) => {
        const { shop, owner, name } = await access(request, request.params as z.infer<TParams>);
        const upload = await readUpload(request, IMAGE_UPLOAD_MAX_BYTES);
        try {
          const imageId = await uploadImage(upload, shop.tenant.id, owner, name);
          await recordShopActivity(db, shop, `${area}.image_added`, { ...owner, imageId, fileName: upload.fileName });
          const images = await listImages(db, shop.tenant.id, owner);
          const image = images.find((candidate) => candidate.id === imageId);
          if (!image) throw notFound('image');
          return reply.code(201).send(image);
        } finally {
          await upload.dispose();
        }
      },
    );

    routes.put(
      `${base}/images/order`,
      {
        schema: {
          tags: ['Back office'],
          params,
          body: ZImageOrder,
          response: { 200: z.array(ZManagedImage), ...errors },
        },
      },
      async (request) => {
        const { shop, owner } = await access(request, request.params as z.infer<TParams>);
        const done = await db.transaction((tx) => reorderImages(tx, shop.tenant.id, owner, request.body.ids));
        if (!done) throw invalidRequest([{ field: 'body.ids', message: MEDIA_FIELD_TEXTS.orderIds }]);
        await recordShopActivity(db, shop, `${area}.images_ordered`, { ...owner, ids: request.body.ids });
        return listImages(db, shop.tenant.id, owner);
      },
    );

    routes.put(
      `${base}/images/:imageId`,
      {
        schema: {
          tags: ['Back office'],
          params: imageParams,
          body: ZImageUpdate,
          response: { 200: ZManagedImage, ...errors },
        },
      },
      async (request) => {
        const parsed = request.params as z.infer<TParams> & { imageId: number };
        const { shop, owner } = await access(request, parsed);
        const body = request.body as z.infer<typeof ZImageUpdate>;
        const found = await db.transaction((tx) => updateImage(tx, shop.tenant.id, owner, parsed.imageId, body));
        if (!found) throw notFound('image');
        await recordShopActivity(db, shop, `${area}.image_updated`, { ...owner, imageId: parsed.imageId, ...body });
        const images = await listImages(db, shop.tenant.id, owner);
        return images.find((image) => image.id === parsed.imageId);
      },
    );

    routes.delete(
      `${base}/images/:imageId`,
      { schema: { tags: ['Back office'], params: imageParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const parsed = request.params as z.infer<TParams> & { imageId: number };
        const { shop, owner } = await access(request, parsed);
        const keys = await db.transaction((tx) => deleteImage(tx, shop.tenant.id, owner, parsed.imageId));
        if (keys === null) throw notFound('image');
        await deleteStoredObjects(store, keys, logStoreError);
        await recordShopActivity(db, shop, `${area}.image_deleted`, { ...owner, imageId: parsed.imageId });
        return reply.code(204).send(null);
      },
    );
  };

  ownerRoutes(
    '/api/platform/shops/:tenantName/products/:productId',
    ZProductParams,
    (p) => ({ kind: 'product', id: p.productId }),
    'product',
  );
  ownerRoutes(
    '/api/platform/shops/:tenantName/categories/:categoryId',
    ZCategoryParams,
    (p) => ({ kind: 'category', id: p.categoryId }),
    'category',
  );
  ownerRoutes(
    '/api/platform/shops/:tenantName/products/:productId/addons/:addonId',
    ZAddonParams,
    (p) => ({ kind: 'addon', id: p.addonId, productId: p.productId }),
    'addon',
  );

  routes.get(
    '/api/platform/shops/:tenantName/files',
    { schema: { tags: ['Back office'], params: ZShopParams, response: { 200: ZShopFiles, ...errors } } },
    async (request) => {
      // The logo and hero files belong to the look: the owner's (staff get 403 owner_only).
      const { tenant } = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return findShopFiles(db, tenant.id);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/files/:slot',
    {
      schema: {
        tags: ['Back office'],
        description: `multipart/form-data: file. logo and hero-image: an image up to ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB; hero-video: MP4 or WebM up to ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB, stored as sent.`,
        params: ZSlotParams,
        response: { 200: ZShopFiles, ...errors },
      },
    },
    async (request) => {
      const shop = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const { slot } = request.params;
      const video = slot === 'hero-video';
      const upload = await readUpload(request, video ? VIDEO_UPLOAD_MAX_BYTES : IMAGE_UPLOAD_MAX_BYTES);
      try {
        const keys = video
          ? await storeShopVideo(db, shop.tenant.id, upload)
          : await storeShopImage({ db, store }, shop.tenant.id, slot, upload, (path) =>
              inSlot(() => processImage(path)),
            );
        await deleteStoredObjects(store, keys, logStoreError);
      } finally {
        await upload.dispose();
      }
      await recordShopActivity(db, shop, 'look.file_uploaded', { slot, fileName: upload.fileName });
      return findShopFiles(db, shop.tenant.id);
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/files/:slot',
    { schema: { tags: ['Back office'], params: ZSlotParams, response: { 200: ZShopFiles, ...errors } } },
    async (request) => {
      const shop = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const keys = await db.transaction((tx) => removeShopFile(tx, shop.tenant.id, request.params.slot));
      await deleteStoredObjects(store, keys, logStoreError);
      await recordShopActivity(db, shop, 'look.file_removed', { slot: request.params.slot });
      return findShopFiles(db, shop.tenant.id);
    },
  );
}
