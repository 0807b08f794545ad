import type { TBackOfficeCustomerListQueryParsed } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  contactAttachments,
  contactMessages,
  contactReplies,
  customerActionTokens,
  customerSessions,
  customers,
  orders,
} from '#src/db/schema/tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The orders of a customer: those placed while signed in to the account, and guest orders placed
 * with the account's e-mail address (the same person to the shop: the mails about them went to
 * that address). An order of another account is never theirs.
 */
export const ordersOfCustomer = (customer: { id: number; email: string }): SQL =>
  or(
    eq(orders.customerId, customer.id),
    and(isNull(orders.customerId), sql`lower(${orders.customerEmail}) = lower(${customer.email})`),
  ) as SQL;

/** What a customer paid: paid orders' totals less refunds (a fully refunded order adds nothing). */
const spentCents = sql`case when ${orders.paymentStatus} in ('Paid', 'Refunded') then ${orders.totalAmountCents} - ${orders.refundedAmountCents} else 0 end`;

/** One page of the shop's customers, newest first, with their order count and what they spent. */
export async function findCustomerPage(db: Executor, tenantId: string, query: TBackOfficeCustomerListQueryParsed) {
  const conditions: (SQL | undefined)[] = [eq(customers.tenantId, tenantId)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(customers.email, pattern), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern)),
    );
  }
  const where = and(...conditions);
  // Correlated on the customer row: the orders of this shop linked to the account or placed as a
  // guest with its address. Spelled out, so the outer columns are always qualified.
  const personOrders = sql.raw(`o.tenant_id = "customers"."tenant_id" and (o.customer_id = "customers"."id"
    or (o.customer_id is null and lower(o.customer_email) = lower("customers"."email")))`);
  const rows = await db
    .select({
      customer: customers,
      orderCount: sql<number>`(select count(*)::int from orders o where ${personOrders})`,
      totalSpentCents: sql<number>`(select coalesce(sum(case when o.payment_status in ('Paid', 'Refunded')
        then o.total_amount_cents - o.refunded_amount_cents else 0 end), 0)::int from orders o where ${personOrders})`,
    })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(customers).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCustomer(db: Executor, tenantId: string, customerId: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row ?? null;
}

/** Locks the customer row for a deletion, so two at once cannot interleave. */
export async function lockCustomer(tx: Executor, tenantId: string, customerId: number): Promise<CustomerRow | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)))
    .for('update');
  return row ?? null;
}

/** The customer's orders (see ordersOfCustomer), newest first; `lock` takes them for update. */
export function findCustomerOrderRows(
  db: Executor,
  tenantId: string,
  customer: CustomerRow,
  options: { lock?: boolean } = {},
) {
  const select = db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), ordersOfCustomer(customer)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return options.lock ? select.for('update') : select;
}

/** Sum of what the customer paid over these orders. */
export async function sumSpentCents(db: Executor, tenantId: string, customer: CustomerRow): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(sum(${spentCents}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), ordersOfCustomer(customer)));
  return row?.spent ?? 0;
}

const sameAddress = (email: string) => sql`lower(${contactMessages.email}) = lower(${email})`;

/** Contact-form messages sent from this address, newest first. */
export function findMessagesFrom(db: Executor, tenantId: string, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), sameAddress(email)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** The attachments (without their bytes) and replies of these messages. */
export async function findMessageExtras(db: Executor, tenantId: string, messageIds: number[]) {
  if (messageIds.length === 0) return { attachments: [], replies: [] };
  const attachments = await db
    .select({
      messageId: contactAttachments.messageId,
      fileName: contactAttachments.fileName,
      contentType: contactAttachments.contentType,
      byteSize: contactAttachments.byteSize,
    })
    .from(contactAttachments)
    .where(and(eq(contactAttachments.tenantId, tenantId), inArray(contactAttachments.messageId, messageIds)))
    .orderBy(asc(contactAttachments.id));
  const replies = await db
    .select()
    .from(contactReplies)
    .where(and(eq(contactReplies.tenantId, tenantId), inArray(contactReplies.messageId, messageIds)))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { attachments, replies };
}

/** Deletes the messages sent from this address, with their attachments and replies (cascade). */
export async function deleteMessagesFrom(tx: Executor, tenantId: string, email: string): Promise<number> {
  const deleted = await tx
    .delete(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), sameAddress(email)))
    .returning({ id: contactMessages.id });
  return deleted.length;
}

/** The customer's personal data replaced by placeholders; the account can no longer sign in. */
export async function anonymiseCustomerRow(
  tx: Executor,
  tenantId: string,
  customerId: number,
  placeholder: { email: string; firstName: string; lastName: string },
): Promise<CustomerRow> {
  await tx
    .delete(customerSessions)
    .where(and(eq(customerSessions.tenantId, tenantId), eq(customerSessions.customerId, customerId)));
  await tx
    .delete(customerActionTokens)
    .where(and(eq(customerActionTokens.tenantId, tenantId), eq(customerActionTokens.customerId, customerId)));
  const [row] = await tx
    .update(customers)
    .set({
      ...placeholder,
      passwordHash: null,
      phoneNumber: '',
      address: '',
      city: '',
      postalCode: '',
      country: '',
      emailVerifiedAt: null,
      anonymisedAt: sql`coalesce(${customers.anonymisedAt}, now())`,
    })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)))
    .returning();
  if (!row) throw new Error('customer not anonymised');
  return row;
}
