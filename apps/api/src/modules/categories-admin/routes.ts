import {
  CATALOGUE_FIELD_TEXTS,
  eurosToCents,
  ZAddonInput,
  ZApiError,
  ZBackOfficeAddon,
  ZBackOfficeCategory,
  ZCategoryInput,
  ZOrderInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { invalidRequest, notFound } from '#src/lib/errors.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import {
  deleteAddon,
  deleteCategory,
  findAddon,
  findAddonImageSummaries,
  findAddons,
  findCategories,
  findCategory,
  findCategoryImageSummaries,
  insertAddon,
  insertCategory,
  isCategoryNameTaken,
  lockProduct,
  lockShopCategories,
  orderedIds,
  productExists,
  setAddonOrder,
  setCategoryOrder,
  updateAddon,
  updateCategory,
} from './queries.ts';
import { summariesByOwner, toAddonView, toCategoryView } from './views.ts';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZShopParams = z.object({ tenantName: ZTenantName });
const ZCategoryParams = ZShopParams.extend({ categoryId: ZId });
const ZProductParams = ZShopParams.extend({ productId: ZId });
const ZAddonParams = ZProductParams.extend({ addonId: ZId });

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const nameTaken = () => invalidRequest([{ field: 'body.name', message: CATALOGUE_FIELD_TEXTS.categoryNameTaken }]);

/**
 * The back office's categories (spec §3 Category) and the add-ons of a product (§3 Product addon):
 * list, create, update, delete and order, for the shop's owner or the platform Admin.
 */
export async function categoriesAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: categories and add-ons'];

  async function categoryViews(executor: Executor, tenantId: string) {
    const [rows, images] = await Promise.all([
      findCategories(executor, tenantId),
      findCategoryImageSummaries(executor, tenantId),
    ]);
    const byOwner = summariesByOwner(images);
    return rows.map((row) => toCategoryView(row, byOwner));
  }

  async function categoryView(executor: Executor, tenantId: string, categoryId: number) {
    const row = await findCategory(executor, tenantId, categoryId);
    if (!row) throw notFound('category');
    return toCategoryView(row, summariesByOwner(await findCategoryImageSummaries(executor, tenantId)));
  }

  async function addonViews(executor: Executor, tenantId: string, productId: number) {
    const [rows, images] = await Promise.all([
      findAddons(executor, tenantId, productId),
      findAddonImageSummaries(executor, tenantId, productId),
    ]);
    const byOwner = summariesByOwner(images);
    return rows.map((row) => toAddonView(row, byOwner));
  }

  async function addonView(executor: Executor, tenantId: string, productId: number, addonId: number) {
    const row = await findAddon(executor, tenantId, productId, addonId);
    if (!row) throw notFound('addon');
    return toAddonView(row, summariesByOwner(await findAddonImageSummaries(executor, tenantId, productId)));
  }

  routes.get(
    '/api/platform/shops/:tenantName/categories',
    {
      schema: {
        tags,
        description: 'Every category of the shop in display order, inactive ones too, with product counts.',
        params: ZShopParams,
        response: { 200: z.array(ZBackOfficeCategory), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await request.requireShopAccess(request.params.tenantName);
      return categoryViews(db, tenant.id);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/categories',
    {
      schema: {
        tags,
        description: 'A new category, at the end of the list. The name is unique in the shop (case ignored).',
        params: ZShopParams,
        body: ZCategoryInput,
        response: { 201: ZBackOfficeCategory, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const view = await db.transaction(async (tx) => {
        await lockShopCategories(tx, tenantId);
        if (await isCategoryNameTaken(tx, tenantId, request.body.name)) throw nameTaken();
        const id = await insertCategory(tx, tenantId, request.body);
        return categoryView(tx, tenantId, id);
      });
      await recordShopActivity(db, access, 'category.created', { categoryId: view.id, name: view.name });
      return reply.code(201).send(view);
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/categories/order',
    {
      schema: {
        tags,
        description:
          'Sets the display order: the ids listed first, in their order; ids not listed follow. 404 when an id is not a category of the shop.',
        params: ZShopParams,
        body: ZOrderInput,
        response: { 200: z.array(ZBackOfficeCategory), ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const views = await db.transaction(async (tx) => {
        await lockShopCategories(tx, tenantId);
        const existing = (await findCategories(tx, tenantId)).map((row) => row.id);
        const order = orderedIds(existing, request.body.ids);
        if (!order) throw notFound('category');
        await setCategoryOrder(tx, tenantId, order);
        return categoryViews(tx, tenantId);
      });
      await recordShopActivity(db, access, 'category.reordered', { categoryIds: views.map((view) => view.id) });
      return views;
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/categories/:categoryId',
    {
      schema: {
        tags,
        description: "Changes a category's name, description, colour and whether the storefront shows it.",
        params: ZCategoryParams,
        body: ZCategoryInput,
        response: { 200: ZBackOfficeCategory, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const { categoryId } = request.params;
      const view = await db.transaction(async (tx) => {
        await lockShopCategories(tx, tenantId);
        if (!(await findCategory(tx, tenantId, categoryId))) throw notFound('category');
        if (await isCategoryNameTaken(tx, tenantId, request.body.name, categoryId)) throw nameTaken();
        await updateCategory(tx, tenantId, categoryId, request.body);
        return categoryView(tx, tenantId, categoryId);
      });
      await recordShopActivity(db, access, 'category.updated', { categoryId, name: view.name });
      return view;
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/categories/:categoryId',
    {
      schema: {
        tags,
        description: 'Deletes a category and its images; its products stay, without a category.',
        params: ZCategoryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { categoryId } = request.params;
      const deleted = await db.transaction((tx) => deleteCategory(tx, access.tenant.id, categoryId));
      if (!deleted) throw notFound('category');
      await recordShopActivity(db, access, 'category.deleted', { categoryId, ...deleted });
      return reply.code(204).send(null);
    },
  );

  async function requireProduct(tenantId: string, productId: number) {
    if (!(await productExists(db, tenantId, productId))) throw notFound('product');
  }

  const addonValues = (input: z.output<typeof ZAddonInput>) => {
    const { price, ...rest } = input;
    return { ...rest, priceCents: eurosToCents(price) };
  };

  routes.get(
    '/api/platform/shops/:tenantName/products/:productId/addons',
    {
      schema: {
        tags,
        description: "The product's add-ons in display order, inactive ones too.",
        params: ZProductParams,
        response: { 200: z.array(ZBackOfficeAddon), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await request.requireShopAccess(request.params.tenantName);
      await requireProduct(tenant.id, request.params.productId);
      return addonViews(db, tenant.id, request.params.productId);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/products/:productId/addons',
    {
      schema: {
        tags,
        description:
          'A new add-on at the end of the list. Price in euros. Input fields only apply to a Complex add-on.',
        params: ZProductParams,
        body: ZAddonInput,
        response: { 201: ZBackOfficeAddon, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const { productId } = request.params;
      const view = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, tenantId, productId))) throw notFound('product');
        const id = await insertAddon(tx, tenantId, productId, addonValues(request.body));
        return addonView(tx, tenantId, productId, id);
      });
      await recordShopActivity(db, access, 'addon.created', { productId, addonId: view.id, name: view.name });
      return reply.code(201).send(view);
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/products/:productId/addons/order',
    {
      schema: {
        tags,
        description:
          "Sets the add-ons' display order: the ids listed first, then the others. 404 when an id is not an add-on of the product.",
        params: ZProductParams,
        body: ZOrderInput,
        response: { 200: z.array(ZBackOfficeAddon), ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const { productId } = request.params;
      const views = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, tenantId, productId))) throw notFound('product');
        const existing = (await findAddons(tx, tenantId, productId)).map((row) => row.id);
        const order = orderedIds(existing, request.body.ids);
        if (!order) throw notFound('addon');
        await setAddonOrder(tx, tenantId, productId, order);
        return addonViews(tx, tenantId, productId);
      });
      await recordShopActivity(db, access, 'addon.reordered', { productId, addonIds: views.map((view) => view.id) });
      return views;
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/products/:productId/addons/:addonId',
    {
      schema: {
        tags,
        description: 'Changes an add-on of the product.',
        params: ZAddonParams,
        body: ZAddonInput,
        response: { 200: ZBackOfficeAddon, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const { productId, addonId } = request.params;
      await requireProduct(tenantId, productId);
      const view = await db.transaction(async (tx) => {
        if (!(await updateAddon(tx, tenantId, productId, addonId, addonValues(request.body)))) throw notFound('addon');
        return addonView(tx, tenantId, productId, addonId);
      });
      await recordShopActivity(db, access, 'addon.updated', { productId, addonId, name: view.name });
      return view;
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/products/:productId/addons/:addonId',
    {
      schema: {
        tags,
        description: 'Deletes an add-on and its images. Orders that chose it keep their copy of its name and price.',
        params: ZAddonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { productId, addonId } = request.params;
      await requireProduct(access.tenant.id, productId);
      const deleted = await deleteAddon(db, access.tenant.id, productId, addonId);
      if (!deleted) throw notFound('addon');
      await recordShopActivity(db, access, 'addon.deleted', { productId, addonId, name: deleted.name });
      return reply.code(204).send(null);
    },
  );
}
