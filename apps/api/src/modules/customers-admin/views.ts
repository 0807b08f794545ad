import {
  CUSTOMER_OPEN_ORDER_STATUSES,
  centsToEuros,
  type TBackOfficeCustomer,
  type TBackOfficeCustomerListRow,
  type TCustomerExport,
  type TOrderStatus,
  type TPaymentStatus,
} from '@shop/contracts';
import type { contactMessages, contactReplies } from '#src/db/schema/tables.ts';
import type { OrderLine, OrderRow } from '#src/modules/ordering/ordering.ts';
import type { CustomerRow } from './queries.ts';

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;
type AttachmentInfo = { messageId: number; fileName: string; contentType: string; byteSize: number };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCustomerListRow(
  row: CustomerRow,
  totals: { orderCount: number; totalSpentCents: number },
): TBackOfficeCustomerListRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    anonymisedAt: iso(row.anonymisedAt),
    orderCount: totals.orderCount,
    totalSpentCents: totals.totalSpentCents,
  };
}

const isOpen = (order: OrderRow) => (CUSTOMER_OPEN_ORDER_STATUSES as readonly string[]).includes(order.status);

export const countOpenOrders = (rows: OrderRow[]) => rows.filter(isOpen).length;

export function toBackOfficeCustomer(
  row: CustomerRow,
  orderRows: OrderRow[],
  messages: MessageRow[],
  totalSpentCents: number,
): TBackOfficeCustomer {
  return {
    ...toCustomerListRow(row, { orderCount: orderRows.length, totalSpentCents }),
    phoneNumber: row.phoneNumber,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    orders: orderRows.map((order) => ({
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      status: order.status as TOrderStatus,
      paymentStatus: order.paymentStatus as TPaymentStatus,
      totalAmountCents: order.totalAmountCents,
      asGuest: order.customerId === null,
    })),
    messages: messages.map((message) => ({
      id: message.id,
      createdAt: message.createdAt.toISOString(),
      read: message.readAt !== null,
    })),
    openOrderCount: countOpenOrders(orderRows),
  };
}

/** Everything the shop holds on the customer, for the export file (amounts in euros, as the API speaks). */
export function toCustomerExport(input: {
  shop: { name: string; displayName: string };
  customer: CustomerRow;
  orders: OrderRow[];
  lines: Map<number, OrderLine[]>;
  messages: MessageRow[];
  attachments: AttachmentInfo[];
  replies: ReplyRow[];
  exportedAt: Date;
}): TCustomerExport {
  const { customer } = input;
  return {
    exportedAt: input.exportedAt.toISOString(),
    shop: input.shop,
    customer: {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
      address: {
        address: customer.address,
        postalCode: customer.postalCode,
        city: customer.city,
        country: customer.country,
      },
      emailVerifiedAt: iso(customer.emailVerifiedAt),
      hasPassword: customer.passwordHash !== null,
      createdAt: customer.createdAt.toISOString(),
      anonymisedAt: iso(customer.anonymisedAt),
    },
    orders: input.orders.map((order) => ({
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      asGuest: order.customerId === null,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethodName: order.paymentMethodName,
      shippingMethodName: order.shippingMethodName,
      language: order.language,
      customer: {
        email: order.customerEmail,
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        phoneNumber: order.phoneNumber,
        mobileNumber: order.mobileNumber,
      },
      shippingAddress: {
        address: order.shippingAddress,
        postalCode: order.shippingPostalCode,
        city: order.shippingCity,
        country: order.shippingCountry,
      },
      billingAddress: {
        address: order.billingAddress,
        postalCode: order.billingPostalCode,
        city: order.billingCity,
        country: order.billingCountry,
      },
      notes: order.notes,
      lines: (input.lines.get(order.id) ?? []).map((line) => ({
        productName: line.productName,
        productSku: line.productSku,
        quantity: line.quantity,
        unitPrice: centsToEuros(line.unitPriceCents),
        totalPrice: centsToEuros(line.totalPriceCents),
        addons: line.addons.map((addon) => ({
          name: addon.productAddonName,
          inputValue: addon.inputValue,
          unitPrice: centsToEuros(addon.unitPriceCents),
        })),
      })),
      subTotal: centsToEuros(order.subTotalCents),
      shippingCost: centsToEuros(order.shippingCostCents),
      taxAmount: centsToEuros(order.taxAmountCents),
      totalAmount: centsToEuros(order.totalAmountCents),
      refundedAmount: centsToEuros(order.refundedAmountCents),
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
    })),
    contactMessages: input.messages.map((message) => ({
      createdAt: message.createdAt.toISOString(),
      name: message.name,
      email: message.email,
      phoneNumber: message.phoneNumber,
      message: message.message,
      language: message.language,
      attachments: input.attachments
        .filter((file) => file.messageId === message.id)
        .map(({ fileName, contentType, byteSize }) => ({ fileName, contentType, byteSize })),
      replies: input.replies
        .filter((reply) => reply.messageId === message.id)
        .map((reply) => ({ createdAt: reply.createdAt.toISOString(), sentByName: reply.sentByName, body: reply.body })),
    })),
  };
}
