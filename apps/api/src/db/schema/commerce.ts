import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productAddons, products } from './catalogue.ts';
import { createdAt, tenantIdColumn, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

export const carts = pgTable(
  'carts',
  {
    tenantId: tenantIdColumn(),
    /** The browser's shopping_session_id. */
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sessionId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [carts.tenantId, carts.sessionId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    index('cart_items_session_idx').on(t.tenantId, t.sessionId),
    check('cart_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export const cartItemAddons = pgTable(
  'cart_item_addons',
  {
    tenantId: tenantIdColumn(),
    cartItemId: integer('cart_item_id').notNull(),
    productAddonId: integer('product_addon_id').notNull(),
    inputValue: text('input_value'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.cartItemId, t.productAddonId] }),
    foreignKey({ columns: [t.tenantId, t.cartItemId], foreignColumns: [cartItems.tenantId, cartItems.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.productAddonId],
      foreignColumns: [productAddons.tenantId, productAddons.id],
    }).onDelete('cascade'),
  ],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    deliveryDescription: text('delivery_description').notNull().default(''),
    /** 'envelope', 'parcel' or 'pickup'. An envelope cannot carry a cart that needs package shipping. */
    type: text('type').notNull(),
    priceCents: integer('price_cents').notNull(),
    estimatedDays: integer('estimated_days').notNull().default(2),
    minWeightGrams: integer('min_weight_grams'),
    maxWeightGrams: integer('max_weight_grams'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('shipping_methods_type', sql`${t.type} in ('envelope', 'parcel', 'pickup')`),
    check('shipping_methods_price', sql`${t.priceCents} >= 0`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** 'Stripe' (card provider: iDEAL, wallet, card) or 'BankTransfer'. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    instructions: text('instructions').notNull().default(''),
    bankIban: text('bank_iban'),
    bankAccountName: text('bank_account_name'),
    bankBic: text('bank_bic'),
    stripeSecretKey: text('stripe_secret_key'),
    stripeWebhookSecret: text('stripe_webhook_secret'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('payment_methods_type', sql`${t.type} in ('Stripe', 'BankTransfer')`),
  ],
);

/**
 * What the back office's order search looks in: the order number, the e-mail and the full name, on
 * separate lines so that a search never matches across two of them. The order list's query uses this
 * same expression, which lets PostgreSQL answer it from orders_search_idx.
 */
export const orderSearchText = (t: {
  orderNumber: AnyPgColumn;
  customerEmail: AnyPgColumn;
  customerFirstName: AnyPgColumn;
  customerLastName: AnyPgColumn;
}) =>
  sql`${t.orderNumber} || chr(10) || ${t.customerEmail} || chr(10) || ${t.customerFirstName} || ' ' || ${t.customerLastName}`;

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** At least 64 random bits in a readable alphabet: holding it is the right to view the order. */
    orderNumber: text('order_number').notNull(),
    /** Makes a repeated submit of the same checkout return the first order. */
    idempotencyKey: text('idempotency_key'),
    sessionId: text('session_id'),
    customerId: integer('customer_id'),
    status: text('status').notNull().default('Pending'),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    paymentMethodType: text('payment_method_type').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    paymentProviderRef: text('payment_provider_ref'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippingMethodId: integer('shipping_method_id'),
    shippingMethodName: text('shipping_method_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    phoneNumber: text('phone_number'),
    mobileNumber: text('mobile_number'),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingPostalCode: text('shipping_postal_code').notNull(),
    shippingCountry: text('shipping_country').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingCity: text('billing_city').notNull(),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCountry: text('billing_country').notNull(),
    notes: text('notes'),
    language: text('language').notNull().default('nl'),
    subTotalCents: integer('sub_total_cents').notNull(),
    shippingCostCents: integer('shipping_cost_cents').notNull(),
    taxAmountCents: integer('tax_amount_cents').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** What the shop refunded so far; the payment is Refunded once it equals the total. */
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_number_key').on(t.tenantId, t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.tenantId, t.idempotencyKey),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    index('orders_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    // The order list's and the overview's range on one shop's orders. The columns after created_at let
    // the overview's sums be read from the index alone (bench/dashboard.ts).
    index('orders_created_idx').on(
      t.tenantId,
      t.createdAt,
      t.status,
      t.paymentStatus,
      t.totalAmountCents,
      t.refundedAmountCents,
    ),
    // The back office's order search (number, e-mail, name) as one trigram-indexed text: see orderSearchText.
    index('orders_search_idx').using('gin', sql`(${orderSearchText(t)}) gin_trgm_ops`),
    // The orders still to be handled: few, whatever the shop's history.
    index('orders_open_idx')
      .on(t.tenantId, t.status, t.paymentStatus)
      .where(sql`${t.status} in ('Pending', 'Processing')`),
    index('orders_payment_expiry_idx').on(t.paymentExpiresAt).where(sql`${t.paymentStatus} = 'Pending'`),
    check('orders_status', sql`${t.status} in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('Pending', 'Paid', 'Failed', 'Cancelled', 'Expired', 'Refunded')`,
    ),
    check('orders_totals', sql`${t.totalAmountCents} = ${t.subTotalCents} + ${t.shippingCostCents}`),
    check('orders_refunded', sql`${t.refundedAmountCents} between 0 and ${t.totalAmountCents}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    productSku: text('product_sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    /** Whether this line took stock (made-to-order lines do not). */
    tookStock: boolean('took_stock').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    index('order_items_order_idx').on(t.tenantId, t.orderId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units and line revenue per shop, Dutch calendar day (the day the order was placed) and product, of
 * the orders that count as sales (not cancelled, payment not failed, cancelled or expired): the
 * overview's best sellers without reading every line of 30 days. Kept by triggers in the transaction
 * that writes the lines or changes an order's status or payment (migration 0011), so no writer can
 * forget it. product_id 0 holds lines without a product.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    /** The name the product was last sold under in the day: shown when the product was deleted since. */
    productName: text('product_name').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.productId] })],
);

export const orderItemAddons = pgTable(
  'order_item_addons',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id').notNull(),
    productAddonId: integer('product_addon_id'),
    productAddonName: text('product_addon_name').notNull(),
    inputValue: text('input_value'),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderItemId], foreignColumns: [orderItems.tenantId, orderItems.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Every change of a product's stock, written by the ordering core in the transaction that makes it:
 * summing a product's deltas gives its stock_quantity. `actor` is who caused it ('shopper',
 * 'customer', 'shop', 'system', 'seed').
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    orderId: integer('order_id'),
    reason: text('reason').notNull(),
    delta: integer('delta').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    index('stock_movements_product_idx').on(t.tenantId, t.productId),
    index('stock_movements_order_idx').on(t.tenantId, t.orderId),
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('initial', 'adjustment', 'order-placed', 'order-cancelled', 'payment-expired', 'cart-restored', 'shop-cancelled')`,
    ),
    check('stock_movements_delta', sql`${t.delta} <> 0`),
  ],
);

/** The last invoice number each shop issued: locked and raised in the transaction that issues one (no gaps). */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: tenantIdColumn().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * One invoice per order, numbered per shop in one sequence without gaps. `snapshot` holds what the
 * invoice says (seller, buyer, lines, VAT, totals) as issued, so it never changes afterwards, even
 * when the shop's details change or the customer is anonymised.
 */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    uniqueIndex('invoices_number_key').on(t.tenantId, t.number),
    uniqueIndex('invoices_order_key').on(t.tenantId, t.orderId),
    check('invoices_number_positive', sql`${t.number} > 0`),
  ],
);
