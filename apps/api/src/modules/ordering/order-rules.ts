import type { TBankTransferDetails } from '@shop/contracts';
import { centsToEuros } from '@shop/contracts';
import type { OrderRow } from './order-queries.ts';
import type { PaymentMethodRow } from './payment-methods.ts';

/** Payment outcomes after which the shopper may still pay (until the payment period ends). */
export const PAYABLE_STATUSES: readonly string[] = ['Pending', 'Failed', 'Cancelled'];

/** True while a card order waits for its payment: not paid, not cancelled, stock still held. */
export function awaitsCardPayment(order: OrderRow): boolean {
  return (
    order.paymentMethodType === 'Stripe' &&
    PAYABLE_STATUSES.includes(order.paymentStatus) &&
    order.status !== 'Cancelled' &&
    order.stockReleasedAt === null
  );
}

export function bankTransferDetails(
  order: Pick<OrderRow, 'paymentMethodType' | 'totalAmountCents' | 'orderNumber'>,
  method: Pick<PaymentMethodRow, 'bankIban' | 'bankAccountName' | 'bankBic' | 'instructions'> | null,
): TBankTransferDetails | null {
  if (order.paymentMethodType !== 'BankTransfer') return null;
  return {
    bankIBAN: method?.bankIban ?? null,
    bankAccountName: method?.bankAccountName ?? null,
    bankBIC: method?.bankBic ?? null,
    instructions: method?.instructions ?? '',
    amount: centsToEuros(order.totalAmountCents),
    reference: order.orderNumber,
  };
}
