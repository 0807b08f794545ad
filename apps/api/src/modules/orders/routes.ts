import {
  normalizeOrderNumber,
  ZApiError,
  ZCancelOrderResponse,
  ZOrder,
  ZOrderIdParam,
  ZOrderNumberParam,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { notFound } from '#src/lib/errors.ts';
import { shopLinks } from '#src/lib/shop-links.ts';
import { cancelCustomerOrder } from '#src/modules/ordering/ordering.ts';
import { customerOrderHistory, findOrderView, orderViews } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** Spec §7: an order by its number (anyone holding it), a customer's history and cancel. */
export async function orderRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const domains = { platformDomain: options.config.PLATFORM_DOMAIN, stagingDomain: options.config.STAGING_DOMAIN };
  const tags = ['Orders'];

  routes.get(
    '/api/orders/customer/history',
    {
      schema: {
        tags,
        description: 'The logged-in customer (bearer token, X-Tenant-Id) its orders, newest first.',
        response: { 200: z.array(ZOrder), ...errors },
      },
    },
    async (request) => {
      const { tenant, customer } = await request.requireCustomer();
      return customerOrderHistory(db, tenant.id, customer.id, shopLinks(request, tenant, domains));
    },
  );

  routes.post(
    '/api/orders/customer/:orderId/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels an own order while Pending or Processing. An order that is already cancelled is answered again (200).',
        params: ZOrderIdParam,
        response: { 200: ZCancelOrderResponse, ...errors },
      },
    },
    async (request) => {
      const { tenant, customer } = await request.requireCustomer();
      const { order, alreadyCancelled } = await cancelCustomerOrder(db, tenant.id, customer.id, request.params.orderId);
      const [view] = await orderViews(db, tenant.id, [order], shopLinks(request, tenant, domains));
      const english = order.language === 'en';
      const message = alreadyCancelled
        ? english
          ? 'This order was already cancelled.'
          : 'Deze bestelling was al geannuleerd.'
        : english
          ? 'Your order has been cancelled. You will receive a confirmation by e-mail.'
          : 'Uw bestelling is geannuleerd. U ontvangt een bevestiging per e-mail.';
      return { message, order: view as z.infer<typeof ZOrder> };
    },
  );

  routes.get(
    '/api/orders/:orderNumber',
    {
      schema: {
        tags,
        description: 'One order of the shop (X-Tenant-Id header, or the host) by its order number.',
        params: ZOrderNumberParam,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => {
      const tenant = await request.requireShopTenant();
      const orderNumber = normalizeOrderNumber(request.params.orderNumber);
      if (!orderNumber) throw notFound('order');
      return findOrderView(db, tenant.id, orderNumber, shopLinks(request, tenant, domains));
    },
  );
}
