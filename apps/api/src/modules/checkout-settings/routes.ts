import {
  eurosToCents,
  ZApiError,
  ZBackOfficeShippingMethod,
  ZOrderInput,
  ZShippingMethodInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import type { Executor } from '#src/db/client.ts';
import { notFound } from '#src/lib/errors.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { paymentSettingsRoutes } from './payment-routes.ts';
import {
  deleteShippingMethod,
  findShippingMethod,
  findShippingMethods,
  insertShippingMethod,
  lockShopShipping,
  orderedIds,
  type ShippingValues,
  setShippingOrder,
  updateShippingMethod,
} from './queries.ts';
import { toShippingMethodView } from './views.ts';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZShopParams = z.object({ tenantName: ZTenantName });
const ZMethodParams = ZShopParams.extend({ methodId: ZId });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

function shippingValues(input: z.output<typeof ZShippingMethodInput>): ShippingValues {
  const { price, minWeight, maxWeight, ...rest } = input;
  return { ...rest, priceCents: eurosToCents(price), minWeightGrams: minWeight, maxWeightGrams: maxWeight };
}

/**
 * The shop's shipping methods (spec §3 Shipping method) for its owner or the platform Admin. The
 * storefront's checkout reads the table at each request, so a change shows at once. Orders keep
 * their own copy of the method's name and price, so a method can be deleted at any time.
 */
export async function checkoutSettingsRoutes(app: FastifyInstance, options: { config: TConfig }) {
  await app.register(paymentSettingsRoutes, options);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: shipping and payment'];
  const base = '/api/platform/shops/:tenantName/shipping-methods';

  async function shippingViews(executor: Executor, tenantId: string) {
    return (await findShippingMethods(executor, tenantId)).map(toShippingMethodView);
  }

  async function shippingView(executor: Executor, tenantId: string, id: number) {
    const row = await findShippingMethod(executor, tenantId, id);
    if (!row) throw notFound('shipping_method');
    return toShippingMethodView(row);
  }

  routes.get(
    base,
    {
      schema: {
        tags,
        description: 'Every shipping method of the shop in display order, inactive ones too.',
        params: ZShopParams,
        response: { 200: z.array(ZBackOfficeShippingMethod), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return shippingViews(db, tenant.id);
    },
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        description: 'A new shipping method, at the end of the list.',
        params: ZShopParams,
        body: ZShippingMethodInput,
        response: { 201: ZBackOfficeShippingMethod, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const tenantId = access.tenant.id;
      const view = await db.transaction(async (tx) => {
        await lockShopShipping(tx, tenantId);
        const id = await insertShippingMethod(tx, tenantId, shippingValues(request.body));
        return shippingView(tx, tenantId, id);
      });
      await recordShopActivity(db, access, 'shipping_method.created', { shippingMethodId: view.id, name: view.name });
      return reply.code(201).send(view);
    },
  );

  routes.put(
    `${base}/order`,
    {
      schema: {
        tags,
        description:
          'Sets the display order: the ids listed first, in their order; ids not listed follow. 404 when an id is not a shipping method of the shop.',
        params: ZShopParams,
        body: ZOrderInput,
        response: { 200: z.array(ZBackOfficeShippingMethod), ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const tenantId = access.tenant.id;
      const views = await db.transaction(async (tx) => {
        await lockShopShipping(tx, tenantId);
        const existing = (await findShippingMethods(tx, tenantId)).map((row) => row.id);
        const order = orderedIds(existing, request.body.ids);
        if (!order) throw notFound('shipping_method');
        await setShippingOrder(tx, tenantId, order);
        return shippingViews(tx, tenantId);
      });
      await recordShopActivity(db, access, 'shipping_method.reordered', { shippingMethodIds: views.map((v) => v.id) });
      return views;
    },
  );

  routes.put(
    `${base}/:methodId`,
    {
      schema: {
        tags,
        description: 'Changes every field of a shipping method.',
        params: ZMethodParams,
        body: ZShippingMethodInput,
        response: { 200: ZBackOfficeShippingMethod, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const tenantId = access.tenant.id;
      const { methodId } = request.params;
      const view = await db.transaction(async (tx) => {
        if (!(await updateShippingMethod(tx, tenantId, methodId, shippingValues(request.body)))) {
          throw notFound('shipping_method');
        }
        return shippingView(tx, tenantId, methodId);
      });
      await recordShopActivity(db, access, 'shipping_method.updated', { shippingMethodId: methodId, name: view.name });
      return view;
    },
  );

  routes.delete(
    `${base}/:methodId`,
    {
      schema: {
        tags,
        description: 'Deletes a shipping method; orders keep their copy of its name and price.',
        params: ZMethodParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const { methodId } = request.params;
      const deleted = await db.transaction((tx) => deleteShippingMethod(tx, access.tenant.id, methodId));
      if (!deleted) throw notFound('shipping_method');
      await recordShopActivity(db, access, 'shipping_method.deleted', { shippingMethodId: methodId });
      return reply.code(204).send(null);
    },
  );
}
