import { z } from 'zod';
import { ORDER_STATUSES } from './constants.ts';
import { PAYMENT_STATUSES } from './order.ts';

/**
 * The back office's customers: the shop's registered customer accounts (guests are seen through
 * their orders), one customer with their orders, the export of everything the shop holds on them
 * and their deletion on request (personal data anonymised, orders kept for the bookkeeping).
 */

export const CUSTOMER_LIST_MAX_PAGE_SIZE = 100;

export const ZBackOfficeCustomerListQuery = z.object({
  /** Part of the name or the e-mail address. */
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CUSTOMER_LIST_MAX_PAGE_SIZE).default(25),
});
export type TBackOfficeCustomerListQuery = z.input<typeof ZBackOfficeCustomerListQuery>;
export type TBackOfficeCustomerListQueryParsed = z.output<typeof ZBackOfficeCustomerListQuery>;

export const ZBackOfficeCustomerListRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Set once the shop deleted the customer on request: the names and e-mail are placeholders. */
  anonymisedAt: z.string().nullable(),
  orderCount: z.number().int(),
  /** What the customer paid: paid orders' totals less what was refunded. */
  totalSpentCents: z.number().int(),
});
export type TBackOfficeCustomerListRow = z.infer<typeof ZBackOfficeCustomerListRow>;

export const ZBackOfficeCustomerListPage = z.object({
  items: z.array(ZBackOfficeCustomerListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TBackOfficeCustomerListPage = z.infer<typeof ZBackOfficeCustomerListPage>;

export const ZBackOfficeCustomerOrder = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmountCents: z.number().int(),
  /** Placed without signing in, with the customer's e-mail address. */
  asGuest: z.boolean(),
});
export type TBackOfficeCustomerOrder = z.infer<typeof ZBackOfficeCustomerOrder>;

export const ZBackOfficeCustomer = ZBackOfficeCustomerListRow.extend({
  phoneNumber: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  /** The customer's orders, newest first: those of the account and guest orders with its e-mail address. */
  orders: z.array(ZBackOfficeCustomerOrder),
  /** Contact-form messages sent from the customer's e-mail address, newest first. */
  messages: z.array(z.object({ id: z.number().int(), createdAt: z.string(), read: z.boolean() })),
  /** Orders still to be shipped or cancelled (Pending or Processing): while there are, deletion is refused. */
  openOrderCount: z.number().int(),
});
export type TBackOfficeCustomer = z.infer<typeof ZBackOfficeCustomer>;

export const ZCustomerIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The order statuses that block a deletion: the shop still needs the address to ship, or must cancel first. */
export const CUSTOMER_OPEN_ORDER_STATUSES = ['Pending', 'Processing'] as const;

/** Everything the shop holds on one customer (GDPR art. 15/20), as the export's JSON file. */
export interface TCustomerExport {
  exportedAt: string;
  shop: { name: string; displayName: string };
  customer: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    address: { address: string; postalCode: string; city: string; country: string };
    emailVerifiedAt: string | null;
    hasPassword: boolean;
    createdAt: string;
    anonymisedAt: string | null;
  };
  orders: {
    orderNumber: string;
    createdAt: string;
    asGuest: boolean;
    status: string;
    paymentStatus: string;
    paymentMethodName: string;
    shippingMethodName: string;
    language: string;
    customer: {
      email: string;
      firstName: string;
      lastName: string;
      phoneNumber: string | null;
      mobileNumber: string | null;
    };
    shippingAddress: { address: string; postalCode: string; city: string; country: string };
    billingAddress: { address: string; postalCode: string; city: string; country: string };
    notes: string | null;
    lines: {
      productName: string;
      productSku: string;
      quantity: number;
      unitPrice: number;
      totalPrice: number;
      addons: { name: string; inputValue: string | null; unitPrice: number }[];
    }[];
    subTotal: number;
    shippingCost: number;
    taxAmount: number;
    totalAmount: number;
    refundedAmount: number;
    carrier: string | null;
    trackingNumber: string | null;
  }[];
  contactMessages: {
    createdAt: string;
    name: string;
    email: string;
    phoneNumber: string | null;
    message: string;
    language: string;
    attachments: { fileName: string; contentType: string; byteSize: number }[];
    replies: { createdAt: string; sentByName: string; body: string }[];
  }[];
}
