import {
  CANCELLABLE_ORDER_STATUSES,
  trackingUrl,
  ZApiError,
  ZBackOfficeOrder,
  ZBackOfficeOrderListPage,
  ZBackOfficeOrderListQuery,
  ZRefundOrderInput,
  ZShipOrderInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import {
  cancelOrderByShop,
  deliverOrder,
  findInvoiceNumbers,
  findOrderByNumber,
  findOrderLines,
  markPaidByBankTransfer,
  type OrderRow,
  processOrder,
  shipOrder,
} from '#src/modules/ordering/ordering.ts';
import { createStripeGateway } from '#src/modules/payments/payments.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { countPendingOrders, findOrderPage, findOrderStockMovements, findShippingMethodNames } from './queries.ts';
import { refundThroughProvider } from './refund.ts';
import { toBackOfficeOrder, toOrderListRow } from './views.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const ZOrderParams = ZShopParams.extend({ orderNumber: z.string().trim().min(1).max(64) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The shop's orders in the back office: list, detail, and the status and payment actions. */
export async function ordersAdminRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const stripe = createStripeGateway(options.config.STRIPE_API_BASE, resolveAppSecret(options.config));
  const tags = ['Back office: orders'];

  async function orderOf(executor: Database, tenantId: string, orderNumber: string): Promise<OrderRow> {
    const order = await findOrderByNumber(executor, tenantId, orderNumber);
    if (!order) throw notFound('order');
    return order;
  }

  async function orderView(tenantId: string, order: OrderRow) {
    const lines = (await findOrderLines(db, tenantId, [order.id])).get(order.id) ?? [];
    const movements = await findOrderStockMovements(db, tenantId, order.id);
    const invoice = (await findInvoiceNumbers(db, tenantId, [order.id])).get(order.id) ?? null;
    return toBackOfficeOrder(order, lines, movements, invoice);
  }

  routes.get(
    '/api/platform/shops/:tenantName/orders',
    {
      schema: {
        tags,
        description: "The shop's orders, newest first, filtered, searched and paged; with the number still Pending.",
        params: ZShopParams,
        querystring: ZBackOfficeOrderListQuery,
        response: { 200: ZBackOfficeOrderListPage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { rows, total } = await findOrderPage(db, access.tenant.id, request.query);
      return {
        items: rows.map(toOrderListRow),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        pendingCount: await countPendingOrders(db, access.tenant.id),
        shippingMethods: await findShippingMethodNames(db, access.tenant.id),
      };
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/orders/:orderNumber',
    {
      schema: {
        tags,
        description: 'One order with its lines, addresses, totals, timeline and the actions it allows.',
        params: ZOrderParams,
        response: { 200: ZBackOfficeOrder, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      return orderView(access.tenant.id, await orderOf(db, access.tenant.id, request.params.orderNumber));
    },
  );

  type Action = (tenantId: string, order: OrderRow, body: unknown) => Promise<OrderRow>;
  const action = (name: string, description: string, body: z.ZodType | undefined, run: Action) =>
    routes.post(
      `/api/platform/shops/:tenantName/orders/:orderNumber/${name}`,
      {
        schema: {
          tags,
          description,
          params: ZOrderParams,
          ...(body ? { body } : {}),
          response: { 200: ZBackOfficeOrder, ...errors, 502: ZApiError },
        },
      },
      async (request) => {
        const access = await request.requireShopAccess(request.params.tenantName);
        const order = await orderOf(db, access.tenant.id, request.params.orderNumber);
        const changed = await run(access.tenant.id, order, request.body);
        await recordShopActivity(db, access, `order.${name}`, {
          orderNumber: order.orderNumber,
          ...(request.body && typeof request.body === 'object' ? request.body : {}),
        });
        return orderView(access.tenant.id, changed);
      },
    );

  action('mark-paid', 'The bank transfer arrived: the payment is Paid.', undefined, (tenantId, order) =>
    markPaidByBankTransfer(db, tenantId, order.id),
  );
  action('process', 'The shop starts on the order: Processing.', undefined, (tenantId, order) =>
    processOrder(db, tenantId, order.id),
  );
  action(
    'ship',
    'The order is Shipped with a carrier and a tracking number.',
    ZShipOrderInput,
    (tenantId, order, body) => {
      const { carrier, trackingNumber } = ZShipOrderInput.parse(body);
      return shipOrder(db, tenantId, order.id, {
        carrier,
        trackingNumber,
        trackingUrl: trackingUrl(carrier, trackingNumber, order.shippingPostalCode),
      });
    },
  );
  action('deliver', 'The order arrived: Delivered.', undefined, (tenantId, order) =>
    deliverOrder(db, tenantId, order.id),
  );
  action(
    'cancel',
    'The shop cancels the order: stock back, a paid order refunded in full.',
    undefined,
    async (tenantId, order) => {
      // Checked before the provider is asked to refund; the core checks again under its lock.
      if (!(CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
        throw new HttpError(409, 'order_status_conflict', { from: order.status, to: 'Cancelled' });
      }
      if (order.paymentStatus === 'Paid') {
        return refundThroughProvider(db, stripe, order, null, () => cancelOrderByShop(db, tenantId, order.id));
      }
      return cancelOrderByShop(db, tenantId, order.id);
    },
  );
  action(
    'refund',
    'A refund of the paid order, in part or in full (shipping included when wanted).',
    ZRefundOrderInput,
    (_tenantId, order, body) =>
      refundThroughProvider(db, stripe, order, ZRefundOrderInput.parse(body).amountCents ?? null),
  );
}
