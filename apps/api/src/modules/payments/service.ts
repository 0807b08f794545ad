import { PAYMENT_RETURN_CANCELLED, PAYMENT_RETURN_QUERY_PARAM } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import type { ShopLinks } from '#src/lib/shop-links.ts';
import {
  attachPaymentSession,
  awaitsCardPayment,
  findOrderLines,
  findPaymentMethodOfOrder,
  type NewOrderLine,
  type OrderRow,
} from '#src/modules/ordering/ordering.ts';
import type { CheckoutLine, StripeGateway } from './stripe.ts';

type Log = (message: string) => void;

function checkoutLines(
  lines: { productName: string; quantity: number; unitPriceCents: number; addons: { productAddonName: string }[] }[],
  shipping: { name: string; cents: number },
): CheckoutLine[] {
  const items = lines.map((line) => ({
    name: line.addons.length
      ? `${line.productName} (+ ${line.addons.map((addon) => addon.productAddonName).join(', ')})`
      : line.productName,
    unitAmountCents: line.unitPriceCents,
    quantity: line.quantity,
  }));
  if (shipping.cents > 0) items.push({ name: shipping.name, unitAmountCents: shipping.cents, quantity: 1 });
  return items;
}

/** Stripe's cancel button: back to the confirmation, which then leads with the cancelled payment. */
function cancelledPaymentUrl(confirmation: string): string {
  const url = new URL(confirmation);
  url.searchParams.set(PAYMENT_RETURN_QUERY_PARAM, PAYMENT_RETURN_CANCELLED);
  return url.toString();
}

async function openStripeSession(
  db: Database,
  stripe: StripeGateway,
  secretKey: string,
  order: OrderRow,
  lines: CheckoutLine[],
  links: ShopLinks,
): Promise<string | null> {
  const session = await stripe.createCheckoutSession(secretKey, {
    orderNumber: order.orderNumber,
    tenantId: order.tenantId,
    customerEmail: order.customerEmail,
    language: order.language === 'en' ? 'en' : 'nl',
    lines,
    successUrl: links.confirmation(order.orderNumber),
    cancelUrl: cancelledPaymentUrl(links.confirmation(order.orderNumber)),
    expiresAt: order.paymentExpiresAt ?? new Date(),
  });
  await attachPaymentSession(db, order, session.id);
  return session.url;
}

/**
 * Where the shopper pays a card order that was just placed: a Stripe Checkout Session when the
 * shop has Stripe keys, otherwise the platform's demo payment page. When Stripe cannot be reached
 * the order keeps its stock until the payment period ends, and the answer points at the
 * platform's pay link, which tries Stripe again.
 */
export async function startCardPayment(
  db: Database,
  stripe: StripeGateway,
  input: {
    order: OrderRow;
    stripeSecretKey: string | null;
    lines: NewOrderLine[];
    shippingCostCents: number;
    links: ShopLinks;
    log: Log;
  },
): Promise<string> {
  const { order, links } = input;
  if (!input.stripeSecretKey) return links.demoPayment(order.orderNumber);
  try {
    const url = await openStripeSession(
      db,
      stripe,
      input.stripeSecretKey,
      order,
      checkoutLines(input.lines, { name: order.shippingMethodName, cents: input.shippingCostCents }),
      links,
    );
    return url ?? links.payment(order.orderNumber);
  } catch (error) {
    input.log(`Stripe Checkout Session for ${order.orderNumber} failed: ${String(error)}`);
    return links.payment(order.orderNumber);
  }
}

/** The pay link of an unpaid card order: the open Stripe session, a new one, or the demo page. */
export async function resumeCardPayment(
  db: Database,
  stripe: StripeGateway,
  order: OrderRow,
  links: ShopLinks,
): Promise<string> {
  if (!awaitsCardPayment(order)) return links.confirmation(order.orderNumber);
  const method = await findPaymentMethodOfOrder(db, order.tenantId, order);
  const secretKey = method?.stripeSecretKey;
  if (!secretKey) return links.demoPayment(order.orderNumber);
  try {
    if (order.paymentProviderRef) {
      const session = await stripe.retrieveCheckoutSession(secretKey, order.paymentProviderRef);
      if (session.status === 'open' && session.url) return session.url;
    }
    const lines = (await findOrderLines(db, order.tenantId, [order.id])).get(order.id) ?? [];
    const url = await openStripeSession(
      db,
      stripe,
      secretKey,
      order,
      checkoutLines(lines, { name: order.shippingMethodName, cents: order.shippingCostCents }),
      links,
    );
    if (url) return url;
  } catch (error) {
    throw new HttpError(502, 'payment_provider_error', { detail: String(error) });
  }
  throw new HttpError(502, 'payment_provider_error', {});
}

/**
 * Whether the demo payment page may handle this order: a card order of a shop without Stripe
 * keys, while demo payments are allowed (DEMO_PAYMENTS; off in production).
 */
export async function isDemoPayable(db: Database, order: OrderRow, demoPayments: boolean): Promise<boolean> {
  if (!demoPayments || order.paymentMethodType !== 'Stripe') return false;
  const method = await findPaymentMethodOfOrder(db, order.tenantId, order);
  return !method?.stripeSecretKey;
}
