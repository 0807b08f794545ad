import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { orders } from '#src/db/schema/tables.ts';

/** What replaces the personal fields of an anonymised customer's orders. */
export interface OrderAnonymisation {
  /** A unique address nobody receives mail at, e.g. `verwijderd-12@invalid`. */
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Removes the personal data from these orders of the shop (a deletion on request): the name,
 * e-mail address, phone numbers, street addresses and notes. What the bookkeeping needs stays:
 * order number, lines, amounts, VAT, dates, statuses, payment and shipping method, and the
 * countries (they decide the VAT). Issued invoices keep their own snapshot, as the law requires.
 * Run it in the caller's transaction; answers how many orders were changed.
 */
export async function anonymiseOrders(
  tx: Executor,
  tenantId: string,
  orderIds: number[],
  replacement: OrderAnonymisation,
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const changed = await tx
    .update(orders)
    .set({
      customerEmail: replacement.email,
      customerFirstName: replacement.firstName,
      customerLastName: replacement.lastName,
      phoneNumber: null,
      mobileNumber: null,
      shippingAddress: '',
      shippingCity: '',
      shippingPostalCode: '',
      billingAddress: '',
      billingCity: '',
      billingPostalCode: '',
      notes: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)))
    .returning({ id: orders.id });
  return changed.length;
}
