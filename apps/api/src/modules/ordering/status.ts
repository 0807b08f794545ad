import type { TOrderStatus, TPaymentStatus } from '@shop/contracts';
import { HttpError } from '#src/lib/errors.ts';

/** Every order status an order may move to from each status (§4); nothing leaves Delivered or Cancelled. */
export const ORDER_TRANSITIONS: Readonly<Record<TOrderStatus, readonly TOrderStatus[]>> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/**
 * Every payment status a payment may move to from each status. A failed or cancelled card payment
 * may be tried again (so it may fail or be cancelled again) until the payment period ends; a
 * payment that arrives after the order expired or was cancelled is still recorded as Paid, so the
 * shop sees it must refund. A partial refund keeps Paid (the refunded amount is recorded).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<TPaymentStatus, readonly TPaymentStatus[]>> = {
  Pending: ['Paid', 'Failed', 'Cancelled', 'Expired'],
  Failed: ['Paid', 'Failed', 'Cancelled', 'Expired'],
  Cancelled: ['Paid', 'Failed', 'Cancelled', 'Expired'],
  Expired: ['Paid'],
  Paid: ['Refunded'],
  Refunded: [],
};

export const canMoveOrder = (from: string, to: TOrderStatus): boolean =>
  (ORDER_TRANSITIONS[from as TOrderStatus] ?? []).includes(to);

export const canMovePayment = (from: string, to: TPaymentStatus): boolean =>
  (PAYMENT_TRANSITIONS[from as TPaymentStatus] ?? []).includes(to);

export function assertOrderTransition(from: string, to: TOrderStatus): void {
  if (!canMoveOrder(from, to)) {
    throw new HttpError(409, 'order_status_conflict', { from, to });
  }
}

export function assertPaymentTransition(from: string, to: TPaymentStatus): void {
  if (!canMovePayment(from, to)) {
    throw new HttpError(409, 'payment_status_conflict', { from, to });
  }
}
