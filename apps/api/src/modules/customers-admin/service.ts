import type { TBackOfficeCustomer, TCustomerExport } from '@shop/contracts';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { forgetMailTo } from '#src/modules/mail/mail.ts';
import { anonymiseOrders, findOrderLines } from '#src/modules/ordering/ordering.ts';
import { recordShopActivity, type ShopAccess } from '#src/plugins/platform-auth.ts';
import {
  anonymiseCustomerRow,
  type CustomerRow,
  deleteMessagesFrom,
  findCustomer,
  findCustomerOrderRows,
  findMessageExtras,
  findMessagesFrom,
  lockCustomer,
  sumSpentCents,
} from './queries.ts';
import { countOpenOrders, toBackOfficeCustomer, toCustomerExport } from './views.ts';

/** The names an anonymised customer and their orders carry instead of theirs. */
export const ANONYMISED_FIRST_NAME = 'Verwijderd';
export const ANONYMISED_LAST_NAME = '—';

/** A unique address per customer that no mail server accepts (RFC 2606 reserves `.invalid`). */
export const anonymisedEmail = (customerId: number) => `verwijderd-${customerId}@invalid`;

async function customerView(db: Executor, tenantId: string, customer: CustomerRow): Promise<TBackOfficeCustomer> {
  const orders = await findCustomerOrderRows(db, tenantId, customer);
  const messages = await findMessagesFrom(db, tenantId, customer.email);
  return toBackOfficeCustomer(customer, orders, messages, await sumSpentCents(db, tenantId, customer));
}

export async function showCustomer(db: Database, tenantId: string, customerId: number): Promise<TBackOfficeCustomer> {
  const customer = await findCustomer(db, tenantId, customerId);
  if (!customer) throw notFound('customer');
  return customerView(db, tenantId, customer);
}

/**
 * Everything the shop holds on the customer (account, orders with lines, contact messages with
 * their replies), read in one snapshot; the export is recorded in the shop's activity log in the
 * same transaction.
 */
export async function exportCustomer(db: Database, access: ShopAccess, customerId: number): Promise<TCustomerExport> {
  const tenantId = access.tenant.id;
  return db.transaction(
    async (tx) => {
      const customer = await findCustomer(tx, tenantId, customerId);
      if (!customer) throw notFound('customer');
      const orders = await findCustomerOrderRows(tx, tenantId, customer);
      const lines = await findOrderLines(
        tx,
        tenantId,
        orders.map((order) => order.id),
      );
      const messages = await findMessagesFrom(tx, tenantId, customer.email);
      const extras = await findMessageExtras(
        tx,
        tenantId,
        messages.map((message) => message.id),
      );
      await recordShopActivity(tx, access, 'customer.exported', { customerId, orders: orders.length });
      return toCustomerExport({
        shop: { name: access.tenant.name, displayName: access.tenant.displayName },
        customer,
        orders,
        lines,
        messages,
        ...extras,
        exportedAt: new Date(),
      });
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * Deletes the customer on request, in one transaction: the account's personal data replaced by
 * placeholders (it can no longer sign in: password, sessions and links are gone), the same for
 * their orders through the ordering core while order numbers, lines, amounts, dates and statuses
 * stay for the bookkeeping, the contact messages sent from their address deleted, and so are the
 * outbox's copies of the mails sent to it. Issued
 * invoices are not touched: the shop must keep them as issued. Refused (409) while an order is
 * still to be shipped or cancelled, since the shop needs the address for it.
 */
export async function anonymiseCustomer(
  db: Database,
  access: ShopAccess,
  customerId: number,
): Promise<TBackOfficeCustomer> {
  const tenantId = access.tenant.id;
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, tenantId, customerId);
    if (!customer) throw notFound('customer');
    const orders = await findCustomerOrderRows(tx, tenantId, customer, { lock: true });
    const open = countOpenOrders(orders);
    if (open > 0) throw new HttpError(409, 'customer_has_open_orders', { count: open });

    const placeholder = {
      email: anonymisedEmail(customer.id),
      firstName: ANONYMISED_FIRST_NAME,
      lastName: ANONYMISED_LAST_NAME,
    };
    const anonymisedOrders = await anonymiseOrders(
      tx,
      tenantId,
      orders.map((order) => order.id),
      placeholder,
    );
    const deletedMessages = await deleteMessagesFrom(tx, tenantId, customer.email);
    const deletedMails = await forgetMailTo(tx, tenantId, customer.email);
    const anonymised = await anonymiseCustomerRow(tx, tenantId, customer.id, placeholder);
    // The log names the customer by id only: it must not keep what was just deleted.
    await recordShopActivity(tx, access, 'customer.anonymised', {
      customerId,
      orders: anonymisedOrders,
      messages: deletedMessages,
      mails: deletedMails,
    });
    return customerView(tx, tenantId, anonymised);
  });
}
