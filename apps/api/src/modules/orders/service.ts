import { CANCELLABLE_ORDER_STATUSES, type TOrder } from '@shop/contracts';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/modules/mail/outbox.ts';
import type { StockActor, StockReason } from '#src/modules/ordering/ordering.ts';
import type { ShopLinks } from './links.ts';
import { type CancellationReason, orderCancelledMail } from './mails.ts';
import {
  findCustomerOrders,
  findOrderByNumber,
  findOrderLines,
  findPaymentMethodsOfType,
  findShopName,
  lockCustomerOrder,
  type OrderRow,
  paymentMethodOfOrder,
  releaseOrderStock,
  updateOrder,
} from './queries.ts';
import { awaitsCardPayment, bankTransferDetails, toOrderView } from './views.ts';

const HISTORY_LIMIT = 200;

/** Views of these orders: their lines and the bank details read once for all, not per order. */
export async function orderViews(db: Database, tenantId: string, rows: OrderRow[], links: ShopLinks) {
  const needsBank = rows.some((row) => row.paymentMethodType === 'BankTransfer');
  const [lines, bankMethods] = await Promise.all([
    findOrderLines(
      db,
      tenantId,
      rows.map((row) => row.id),
    ),
    needsBank ? findPaymentMethodsOfType(db, tenantId, 'BankTransfer') : [],
  ]);
  return rows.map(
    (order): TOrder =>
      toOrderView(order, lines.get(order.id) ?? [], {
        paymentUrl: awaitsCardPayment(order) ? links.payment(order.orderNumber) : null,
        bankTransfer: bankTransferDetails(order, paymentMethodOfOrder(bankMethods, order)),
      }),
  );
}

export async function findOrderView(db: Database, tenantId: string, orderNumber: string, links: ShopLinks) {
  const order = await findOrderByNumber(db, tenantId, orderNumber);
  if (!order) throw notFound('Order not found');
  const [view] = await orderViews(db, tenantId, [order], links);
  return view as TOrder;
}

export async function customerOrderHistory(db: Database, tenantId: string, customerId: number, links: ShopLinks) {
  return orderViews(db, tenantId, await findCustomerOrders(db, tenantId, customerId, HISTORY_LIMIT), links);
}

/**
 * Cancels an order inside the caller's transaction: stock back once (stock_released_at), status
 * Cancelled, an unpaid payment Cancelled (or Expired), and the cancellation e-mail in the outbox.
 */
export async function cancelOrderInTransaction(
  tx: Executor,
  tenantId: string,
  order: OrderRow,
  reason: CancellationReason,
  stockCause: { reason: StockReason; actor: StockActor } = reason === 'payment-expired'
    ? { reason: 'payment-expired', actor: 'system' }
    : { reason: 'order-cancelled', actor: 'customer' },
): Promise<OrderRow> {
  await releaseOrderStock(tx, tenantId, order, stockCause);
  const unpaidStatus = reason === 'payment-expired' ? 'Expired' : 'Cancelled';
  const cancelled = await updateOrder(tx, tenantId, order.id, {
    status: 'Cancelled',
    paymentStatus:
      order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded' ? order.paymentStatus : unpaidStatus,
    cancelledAt: new Date(),
    stockReleasedAt: order.stockReleasedAt ?? new Date(),
  });
  const shop = await findShopName(tx, tenantId);
  const lines = (await findOrderLines(tx, tenantId, [order.id])).get(order.id) ?? [];
  await enqueueMail(
    tx,
    orderCancelledMail(
      {
        shopName: shop.displayName,
        shopEmail: shop.contactEmail,
        order: cancelled,
        lines,
        bankTransfer: null,
        confirmationUrl: null,
      },
      reason,
    ),
  );
  return cancelled;
}

/**
 * Spec §4: a customer cancels an own order while Pending or Processing. Cancelling an order
 * that is already Cancelled answers it again (idempotent: no second stock release or e-mail);
 * another customer's order is 404; Shipped or Delivered is 409.
 */
export async function cancelCustomerOrder(
  db: Database,
  tenantId: string,
  customerId: number,
  orderId: number,
): Promise<{ order: OrderRow; alreadyCancelled: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, tenantId, customerId, orderId);
    if (!order) throw notFound('Order not found');
    if (order.status === 'Cancelled') return { order, alreadyCancelled: true };
    if (!(CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new HttpError(
        409,
        'order_not_cancellable',
        `Deze bestelling heeft de status ${order.status} en kan niet meer worden geannuleerd.`,
      );
    }
    return { order: await cancelOrderInTransaction(tx, tenantId, order, 'customer'), alreadyCancelled: false };
  });
}
