import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { assertOrderTransition, assertPaymentTransition, canMoveOrder, canMovePayment } from './status.ts';

/** The allowed moves written out once more, apart from the tables, so a slip in either one fails. */
const ALLOWED_ORDER_MOVES = new Set([
  'Pending>Processing',
  'Pending>Cancelled',
  'Processing>Shipped',
  'Processing>Cancelled',
  'Shipped>Delivered',
]);

const ALLOWED_PAYMENT_MOVES = new Set([
  ...['Pending', 'Failed', 'Cancelled'].flatMap((from) =>
    ['Paid', 'Failed', 'Cancelled', 'Expired'].map((to) => `${from}>${to}`),
  ),
  'Expired>Paid',
  'Paid>Refunded',
]);

const pairs = <T extends string>(values: readonly T[]) =>
  values.flatMap((from) => values.map((to) => [from, to] as const));

describe('order status machine', () => {
  it.each(pairs(ORDER_STATUSES))('%s to %s is allowed exactly when listed', (from, to) => {
    const allowed = ALLOWED_ORDER_MOVES.has(`${from}>${to}`);
    expect(canMoveOrder(from, to)).toBe(allowed);
    if (allowed) expect(() => assertOrderTransition(from, to)).not.toThrow();
    else expect(() => assertOrderTransition(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('covers every pair of the five statuses of §4', () => {
    expect(pairs(ORDER_STATUSES)).toHaveLength(25);
    expect([...ALLOWED_ORDER_MOVES].every((move) => pairs(ORDER_STATUSES).some(([a, b]) => `${a}>${b}` === move))).toBe(
      true,
    );
  });

  it('refuses a status it does not know', () => {
    expect(canMoveOrder('Lost', 'Cancelled')).toBe(false);
  });
});

describe('payment status machine', () => {
  it.each(pairs(PAYMENT_STATUSES))('%s to %s is allowed exactly when listed', (from, to) => {
    const allowed = ALLOWED_PAYMENT_MOVES.has(`${from}>${to}`);
    expect(canMovePayment(from, to)).toBe(allowed);
    if (allowed) expect(() => assertPaymentTransition(from, to)).not.toThrow();
    else expect(() => assertPaymentTransition(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('covers every pair of the six payment statuses', () => {
    expect(pairs(PAYMENT_STATUSES)).toHaveLength(36);
    expect(canMovePayment('Unknown', 'Paid')).toBe(false);
  });
});
