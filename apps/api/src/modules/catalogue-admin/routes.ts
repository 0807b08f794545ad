import {
  ZApiError,
  ZBackOfficeProduct,
  ZProductBulkInput,
  ZProductBulkResult,
  ZProductInput,
  ZProductListPage,
  ZProductListQuery,
  ZProductOrderInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { notFound } from '#src/lib/errors.ts';
import { deleteStoredObjects } from '#src/modules/media-library/media-library.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { countOrderLines, findAdminProduct, findPrimaryImages, findProductPage } from './queries.ts';
import {
  bulkChange,
  createProduct,
  deleteProduct,
  duplicateProduct,
  reorderProducts,
  updateProduct,
} from './service.ts';
import { toBackOfficeProduct, toProductListRow } from './views.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const ZProductParams = ZShopParams.extend({ productId: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The owner's products in the back office: list, edit, duplicate, bulk changes and display order. */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: products'];

  async function productView(executor: Executor, tenantId: string, productId: number) {
    const row = await findAdminProduct(executor, tenantId, productId);
    if (!row) throw notFound('product');
    const images = await findPrimaryImages(executor, tenantId, [productId]);
    const lines = await countOrderLines(executor, tenantId, productId);
    return toBackOfficeProduct(row, images.get(productId), lines, app.clock());
  }

  routes.get(
    '/api/platform/shops/:tenantName/products',
    {
      schema: {
        tags,
        description: 'Every product of the shop (inactive ones too), searched, filtered, sorted and paged.',
        params: ZShopParams,
        querystring: ZProductListQuery,
        response: { 200: ZProductListPage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const now = app.clock();
      const { rows, total } = await findProductPage(db, access.tenant.id, request.query, now);
      const images = await findPrimaryImages(
        db,
        access.tenant.id,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => toProductListRow(row, images.get(row.id), now)),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/products/:productId',
    {
      schema: {
        tags,
        description: 'One product with every field the owner edits.',
        params: ZProductParams,
        response: { 200: ZBackOfficeProduct, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      return productView(db, access.tenant.id, request.params.productId);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products',
    {
      schema: {
        tags,
        description: 'A new product; its stock is its first stock movement. The description is cleaned to safe HTML.',
        params: ZShopParams,
        body: ZProductInput,
        response: { 201: ZBackOfficeProduct, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const productId = await createProduct(db, access.tenant.id, request.body);
      await recordShopActivity(db, access, 'product.created', { productId, name: request.body.name });
      reply.code(201);
      return productView(db, access.tenant.id, productId);
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/products/:productId',
    {
      schema: {
        tags,
        description: 'The whole product. A new stock number is written as a stock adjustment by the shop.',
        params: ZProductParams,
        body: ZProductInput,
        response: { 200: ZBackOfficeProduct, 409: ZApiError, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { productId } = request.params;
      await updateProduct(db, access.tenant.id, productId, request.body);
      await recordShopActivity(db, access, 'product.updated', { productId, name: request.body.name });
      return productView(db, access.tenant.id, productId);
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/products/:productId',
    {
      schema: {
        tags,
        description:
          'Deletes the product with its images, add-ons and stock history. Orders keep their own copy of each line.',
        params: ZProductParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { productId } = request.params;
      const deleted = await deleteProduct(db, access.tenant.id, productId);
      await deleteStoredObjects(app.mediaStore, deleted.mediaKeys, (error) => request.log.error(error));
      await recordShopActivity(db, access, 'product.deleted', { productId, name: deleted.name });
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products/:productId/duplicate',
    {
      schema: {
        tags,
        description: 'An inactive copy named "(kopie)" with a new SKU; its images use the same files.',
        params: ZProductParams,
        response: { 201: ZBackOfficeProduct, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const productId = await duplicateProduct(db, access.tenant.id, request.params.productId);
      await recordShopActivity(db, access, 'product.duplicated', { from: request.params.productId, productId });
      reply.code(201);
      return productView(db, access.tenant.id, productId);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products/bulk',
    {
      schema: {
        tags,
        description:
          'Activates, deactivates or deletes the listed products: all of them or, when one is unknown, none.',
        params: ZShopParams,
        body: ZProductBulkInput,
        response: { 200: ZProductBulkResult, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { count, mediaKeys } = await bulkChange(db, access.tenant.id, request.body);
      await deleteStoredObjects(app.mediaStore, mediaKeys, (error) => request.log.error(error));
      await recordShopActivity(db, access, `product.bulk-${request.body.action}`, { ids: request.body.ids });
      return { action: request.body.action, count };
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/products/order',
    {
      schema: {
        tags,
        description: 'The listed products in their new display order, in the places they held.',
        params: ZShopParams,
        body: ZProductOrderInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      await reorderProducts(db, access.tenant.id, request.body.ids);
      await recordShopActivity(db, access, 'product.reordered', { ids: request.body.ids });
      return reply.code(204).send(null);
    },
  );
}
