import type { TOrder } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { notFound } from '#src/lib/errors.ts';
import type { ShopLinks } from '#src/lib/shop-links.ts';
import {
  awaitsCardPayment,
  bankTransferDetails,
  findCustomerOrders,
  findInvoiceNumbers,
  findOrderByNumber,
  findOrderLines,
  findPaymentMethodsOfType,
  type OrderRow,
  paymentMethodOfOrder,
} from '#src/modules/ordering/ordering.ts';
import { toOrderView } from './views.ts';

const HISTORY_LIMIT = 200;

/** Views of these orders: their lines and the bank details read once for all, not per order. */
export async function orderViews(db: Database, tenantId: string, rows: OrderRow[], links: ShopLinks) {
  const needsBank = rows.some((row) => row.paymentMethodType === 'BankTransfer');
  const ids = rows.map((row) => row.id);
  const [lines, bankMethods, invoiceNumbers] = await Promise.all([
    findOrderLines(db, tenantId, ids),
    needsBank ? findPaymentMethodsOfType(db, tenantId, 'BankTransfer') : [],
    findInvoiceNumbers(db, tenantId, ids),
  ]);
  return rows.map(
    (order): TOrder =>
      toOrderView(order, lines.get(order.id) ?? [], {
        paymentUrl: awaitsCardPayment(order) ? links.payment(order.orderNumber) : null,
        bankTransfer: bankTransferDetails(order, paymentMethodOfOrder(bankMethods, order)),
        invoiceNumber: invoiceNumbers.get(order.id)?.displayNumber ?? null,
      }),
  );
}

export async function findOrderView(db: Database, tenantId: string, orderNumber: string, links: ShopLinks) {
  const order = await findOrderByNumber(db, tenantId, orderNumber);
  if (!order) throw notFound('order');
  const [view] = await orderViews(db, tenantId, [order], links);
  return view as TOrder;
}

export async function customerOrderHistory(db: Database, tenantId: string, customerId: number, links: ShopLinks) {
  return orderViews(db, tenantId, await findCustomerOrders(db, tenantId, customerId, HISTORY_LIMIT), links);
}
