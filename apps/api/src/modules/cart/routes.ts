import {
  ZApiError,
  ZCart,
  ZCartItemParams,
  ZCartItemRequest,
  ZCartParams,
  ZCartQuantityRequest,
  ZCartRestoreParams,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCartItem,
  clearCart,
  getCart,
  removeCartItem,
  restoreCartFromOrder,
  setCartItemQuantity,
} from './service.ts';

const errors = { 400: ZApiError, 404: ZApiError, 409: ZApiError };

/** Spec §7 "Cart": a cart per browser session and shop; every call answers the whole cart. */
export async function cartRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Cart'];

  routes.get(
    '/api/cart/:sessionId/:tenantId',
    { schema: { tags, params: ZCartParams, response: { 200: ZCart, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      return getCart(db, tenant.id, request.params.sessionId);
    },
  );

  routes.post(
    '/api/cart/:sessionId/:tenantId/items',
    { schema: { tags, params: ZCartParams, body: ZCartItemRequest, response: { 200: ZCart, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      await addCartItem(db, tenant.id, request.params.sessionId, request.body);
      return getCart(db, tenant.id, request.params.sessionId);
    },
  );

  routes.put(
    '/api/cart/:sessionId/:tenantId/items/id/:itemId',
    {
      schema: { tags, params: ZCartItemParams, body: ZCartQuantityRequest, response: { 200: ZCart, ...errors } },
    },
    async (request) => {
      const { sessionId, itemId } = request.params;
      const tenant = await app.requireTenantById(request.params.tenantId);
      await setCartItemQuantity(db, tenant.id, sessionId, itemId, request.body.quantity);
      return getCart(db, tenant.id, sessionId);
    },
  );

  routes.delete(
    '/api/cart/:sessionId/:tenantId/items/id/:itemId',
    { schema: { tags, params: ZCartItemParams, response: { 200: ZCart, ...errors } } },
    async (request) => {
      const { sessionId, itemId } = request.params;
      const tenant = await app.requireTenantById(request.params.tenantId);
      await removeCartItem(db, tenant.id, sessionId, itemId);
      return getCart(db, tenant.id, sessionId);
    },
  );

  routes.post(
    '/api/cart/:sessionId/:tenantId/restore/:orderNumber',
    {
      schema: {
        tags,
        description:
          'Cancels an unpaid card order of this session (its payment failed or was cancelled) and puts its lines back into the cart.',
        params: ZCartRestoreParams,
        response: { 200: ZCart, ...errors },
      },
    },
    async (request) => {
      const { sessionId, orderNumber } = request.params;
      const tenant = await app.requireTenantById(request.params.tenantId);
      await restoreCartFromOrder(db, tenant.id, sessionId, orderNumber);
      return getCart(db, tenant.id, sessionId);
    },
  );

  routes.delete(
    '/api/cart/:sessionId/:tenantId',
    { schema: { tags, params: ZCartParams, response: { 200: ZCart, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      await clearCart(db, tenant.id, request.params.sessionId);
      return getCart(db, tenant.id, request.params.sessionId);
    },
  );
}
