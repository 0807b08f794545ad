import type { Executor } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/modules/mail/mail.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { orderPlacedMail } from './mails.ts';
import { insertOrder, type NewOrder, type NewOrderLine, type OrderRow } from './order-queries.ts';
import { bankTransferDetails } from './order-rules.ts';
import type { PaymentMethodRow } from './payment-methods.ts';
import { findShopMailAddress, newOrderShopMail } from './shop-mail.ts';
import { changeStock, findProductStock, type StockedProduct } from './stock.ts';

/** The price facts of a product as the order was priced from them. */
export type PricedProduct = Pick<
  StockedProduct,
  | 'id'
  | 'name'
  | 'priceCents'
  | 'isDiscountActive'
  | 'discountPercentage'
  | 'discountStartDate'
  | 'discountEndDate'
  | 'madeToOrder'
>;

/** A product's price changed between pricing the order and taking its stock: the order is priced again. */
export class PriceChangedWhileOrdering extends Error {}

export const productUnavailable = (name: string) => new HttpError(409, 'product_unavailable', { name, anymore: true });

const samePrice = (a: PricedProduct, b: PricedProduct) =>
  a.priceCents === b.priceCents &&
  a.isDiscountActive === b.isDiscountActive &&
  a.discountPercentage === b.discountPercentage &&
  a.discountStartDate?.getTime() === b.discountStartDate?.getTime() &&
  a.discountEndDate?.getTime() === b.discountEndDate?.getTime() &&
  a.madeToOrder === b.madeToOrder;

/**
 * Takes the stock of every product that is not made to order, in product id order (one lock
 * order for every checkout, so two checkouts never wait on each other in a cycle).
 */
async function takeStockInIdOrder(
  tx: Executor,
  tenantId: string,
  needed: Map<number, { product: PricedProduct; quantity: number }>,
  orderId: number,
): Promise<void> {
  const ids = [...needed.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const { product, quantity } = needed.get(id) as { product: PricedProduct; quantity: number };
    if (product.madeToOrder) continue;
    const locked = await changeStock(tx, tenantId, {
      productId: id,
      delta: -quantity,
      reason: 'order-placed',
      orderId,
      actor: 'shopper',
    });
    if (locked) {
      if (!samePrice(locked, product)) throw new PriceChangedWhileOrdering();
      continue;
    }
    const current = await findProductStock(tx, tenantId, id);
    if (!current?.isActive) throw productUnavailable(product.name);
    throw new HttpError(409, 'insufficient_stock', {
      name: product.name,
      available: current.stockQuantity,
      requested: quantity,
    });
  }
}

export interface PlacedOrderInput {
  tenant: TenantContext;
  order: NewOrder;
  lines: NewOrderLine[];
  /** What each product's stock must give, priced as the order was. */
  needed: Map<number, { product: PricedProduct; quantity: number }>;
  paymentMethod: PaymentMethodRow;
  confirmationUrl: (orderNumber: string) => string;
}

/**
 * Writes a placed order inside the checkout's transaction: the order, its lines and add-ons, the
 * confirmation e-mail, the shop's new-order e-mail, and last the stock, atomically and re-checking the prices under the row
 * lock, so the hot product rows stay locked only until the commit right after this.
 */
export async function recordPlacedOrder(tx: Executor, input: PlacedOrderInput): Promise<OrderRow> {
  const { tenant } = input;
  const order = await insertOrder(tx, tenant.id, input.order, input.lines);
  const facts = {
    shopName: tenant.displayName,
    shopEmail: tenant.contactEmail,
    order,
    lines: input.lines,
    bankTransfer: bankTransferDetails(order, input.paymentMethod),
    confirmationUrl: input.confirmationUrl(order.orderNumber),
  };
  await enqueueMail(tx, orderPlacedMail(facts));
  const shopAddress = await findShopMailAddress(tx, tenant.id, tenant.contactEmail);
  if (shopAddress) await enqueueMail(tx, newOrderShopMail(facts, shopAddress));
  await takeStockInIdOrder(tx, tenant.id, input.needed, order.id);
  return order;
}
