import {
  centsToEuros,
  type TBankTransferDetails,
  type TOrder,
  type TOrderStatus,
  type TPaymentStatus,
} from '@shop/contracts';
import type { paymentMethods } from '#src/db/schema/tables.ts';
import type { OrderLine, OrderRow } from './queries.ts';

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
  method: Pick<typeof paymentMethods.$inferSelect, 'bankIban' | 'bankAccountName' | 'bankBic' | 'instructions'> | null,
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

export function toOrderView(
  order: OrderRow,
  lines: OrderLine[],
  extras: { paymentUrl: string | null; bankTransfer: TBankTransferDetails | null },
): TOrder {
  const requiresPayment = awaitsCardPayment(order);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status as TOrderStatus,
    customerEmail: order.customerEmail,
    customerFirstName: order.customerFirstName,
    customerLastName: order.customerLastName,
    phoneNumber: order.phoneNumber,
    mobileNumber: order.mobileNumber,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingPostalCode: order.shippingPostalCode,
    shippingCountry: order.shippingCountry,
    billingAddress: order.billingAddress,
    billingCity: order.billingCity,
    billingPostalCode: order.billingPostalCode,
    billingCountry: order.billingCountry,
    notes: order.notes,
    language: order.language === 'en' ? 'en' : 'nl',
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      productName: line.productName,
      productSku: line.productSku,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unitPriceCents),
      totalPrice: centsToEuros(line.totalPriceCents),
      addons: line.addons.map((addon) => ({
        id: addon.id,
        productAddonId: addon.productAddonId,
        productAddonName: addon.productAddonName,
        inputValue: addon.inputValue,
        unitPrice: centsToEuros(addon.unitPriceCents),
      })),
    })),
    subTotal: centsToEuros(order.subTotalCents),
    shippingCost: centsToEuros(order.shippingCostCents),
    taxAmount: centsToEuros(order.taxAmountCents),
    totalAmount: centsToEuros(order.totalAmountCents),
    shippingMethodName: order.shippingMethodName,
    paymentMethod: order.paymentMethodType,
    paymentMethodName: order.paymentMethodName,
    paymentStatus: order.paymentStatus as TPaymentStatus,
    trackingNumber: order.trackingNumber,
    requiresPayment,
    paymentUrl: requiresPayment ? extras.paymentUrl : null,
    bankTransfer: extras.bankTransfer,
    cancelledAt: order.cancelledAt ? order.cancelledAt.toISOString() : null,
  };
}
