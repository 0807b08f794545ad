import { createHash } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  centsToEuros,
  MADE_TO_ORDER_MAX_QUANTITY,
  type TCheckoutFormParsed,
  type TShippingCalculation,
  type TShippingMethod,
  vatIncludedInCents,
} from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { type FieldError, HttpError, keyedText, notFound } from '#src/lib/errors.ts';
import type { ShopLinks } from '#src/lib/shop-links.ts';
import {
  type CartLine,
  type CartProductRow,
  cartTotals,
  deleteCartLines,
  findCartLines,
  lineUnitPriceCents,
  lockCart,
} from '#src/modules/cart/cart.ts';
import {
  findEnabledPaymentMethods,
  findOrderByIdempotencyKey,
  findRecentOrderOfSession,
  type NewOrderLine,
  type OrderRow,
  type PaymentMethodRow,
  PriceChangedWhileOrdering,
  productUnavailable,
  recordPlacedOrder,
} from '#src/modules/ordering/ordering.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { generateOrderNumber } from './order-number.ts';
import { findActiveShippingMethod, findActiveShippingMethods } from './queries.ts';
import { judgeShippingMethod, toShippingMethodView } from './shipping.ts';

/** A submit on an empty cart this soon after an order of the same session is a repeat of it. */
const REPEATED_SUBMIT_WINDOW_MS = 10 * 60 * 1000;

const formError = (field: string, message: FieldError['message']) =>
  new HttpError(400, 'validation_error', { form: 'checkout' }, [{ field, message }]);

export async function listShippingMethods(
  db: Database,
  tenantId: string,
  sessionId: string,
): Promise<TShippingMethod[]> {
  const [lines, methods] = await Promise.all([
    findCartLines(db, tenantId, sessionId),
    findActiveShippingMethods(db, tenantId),
  ]);
  const totals = cartTotals(lines, new Date());
  return methods.map((method) => toShippingMethodView(method, totals));
}

export async function calculateShipping(
  db: Database,
  tenantId: string,
  sessionId: string,
  shippingMethodId: number,
): Promise<TShippingCalculation> {
  const [lines, method] = await Promise.all([
    findCartLines(db, tenantId, sessionId),
    findActiveShippingMethod(db, tenantId, shippingMethodId),
  ]);
  if (!method) throw notFound('shipping_method');
  const totals = cartTotals(lines, new Date());
  if (!judgeShippingMethod(method, totals).isValidForCurrentOrder) {
    throw new HttpError(400, 'shipping_method_invalid', { name: method.name });
  }
  const totalCents = totals.subTotalCents + method.priceCents;
  return {
    subTotal: centsToEuros(totals.subTotalCents),
    shippingCost: centsToEuros(method.priceCents),
    taxAmount: centsToEuros(vatIncludedInCents(totalCents)),
    totalAmount: centsToEuros(totalCents),
  };
}

/** The chosen enabled method: by id, or by type (the first enabled one of that type). */
function choosePaymentMethod(methods: PaymentMethodRow[], choice: number | string): PaymentMethodRow | null {
  if (typeof choice === 'number' || /^\d+$/.test(choice)) {
    return methods.find((method) => method.id === Number(choice)) ?? null;
  }
  return methods.find((method) => method.type.toLowerCase() === choice.toLowerCase()) ?? null;
}

function idempotencyKeyOf(sessionId: string, headerKey: string | null, lines: CartLine[]): string {
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
  if (headerKey) return `header:${hash(`${sessionId}\u0000${headerKey}`)}`;
  // Cart item ids are never reused, so a later cart with the same products gets a new key.
  const contents = lines.map((line) => [
    line.id,
    line.product.id,
    line.quantity,
    line.addons.map((addon) => [addon.productAddonId, addon.inputValue]),
  ]);
  return `cart:${hash(`${sessionId}\u0000${JSON.stringify(contents)}`)}`;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
  }
  return false;
}

async function withRetryOnPriceChange<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PriceChangedWhileOrdering) || tries >= 3) throw error;
    }
  }
}

export interface PlaceOrderInput {
  tenant: TenantContext;
  sessionId: string;
  form: TCheckoutFormParsed;
  customerId: number | null;
  idempotencyHeader: string | null;
  links: ShopLinks;
  paymentTimeoutMinutes: number;
  demoPayments: boolean;
}

export interface PlaceOrderResult {
  order: OrderRow;
  /** False when this submit repeated an earlier one and the earlier order is answered. */
  created: boolean;
  paymentMethod: PaymentMethodRow | null;
  lines: NewOrderLine[];
  shippingCostCents: number;
}

/** The answer to a submit that repeats an earlier one: the earlier order, nothing new to pay for. */
const repeatedSubmit = (order: OrderRow): PlaceOrderResult => ({
  order,
  created: false,
  paymentMethod: null,
  lines: [],
  shippingCostCents: order.shippingCostCents,
});

/**
 * Spec §3/§5 place-order, all or nothing in one transaction: lock the cart, price it from the
 * products as they are now, check the shipping method, write the order with its lines and
 * e-mail, empty the cart, and last take the stock atomically (re-checking the prices under the
 * row lock; a price that changed meanwhile prices the order again).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { tenant, sessionId, form } = input;
  const tenantId = tenant.id;
  let idempotencyKey: string | null = null;
  try {
    return await withRetryOnPriceChange(() =>
      db.transaction(async (tx) => {
        const hasCart = await lockCart(tx, tenantId, sessionId);
        if (input.idempotencyHeader) {
          idempotencyKey = idempotencyKeyOf(sessionId, input.idempotencyHeader, []);
          const earlier = await findOrderByIdempotencyKey(tx, tenantId, idempotencyKey);
          if (earlier) return repeatedSubmit(earlier);
        }
        const cartLines = hasCart ? await findCartLines(tx, tenantId, sessionId) : [];
        if (cartLines.length === 0) {
          const since = new Date(Date.now() - REPEATED_SUBMIT_WINDOW_MS);
          const recent = input.idempotencyHeader
            ? null
            : await findRecentOrderOfSession(tx, tenantId, sessionId, since);
          if (recent) return repeatedSubmit(recent);
          throw new HttpError(400, 'cart_empty', {});
        }
        if (!idempotencyKey) {
          // Without a header the key is the cart's contents (the header's key was looked up above).
          idempotencyKey = idempotencyKeyOf(sessionId, null, cartLines);
          const earlier = await findOrderByIdempotencyKey(tx, tenantId, idempotencyKey);
          if (earlier) return repeatedSubmit(earlier);
        }

        const shippingMethod = await findActiveShippingMethod(tx, tenantId, form.shippingMethodId);
        if (!shippingMethod) throw formError('shippingMethodId', CHECKOUT_MESSAGES.shippingMethod);
        const paymentMethod = choosePaymentMethod(
          await findEnabledPaymentMethods(tx, tenantId, { demoPayments: input.demoPayments }),
          form.paymentMethod,
        );
        if (!paymentMethod) throw formError('paymentMethod', CHECKOUT_MESSAGES.paymentMethod);

        const now = new Date();
        const totals = cartTotals(cartLines, now);
        if (!judgeShippingMethod(shippingMethod, totals).isValidForCurrentOrder) {
          throw formError('shippingMethodId', keyedText('unsuitable_shipping', { name: shippingMethod.name }));
        }
        const needed = new Map<number, { product: CartProductRow; quantity: number }>();
        for (const line of cartLines) {
          const entry = needed.get(line.product.id) ?? { product: line.product, quantity: 0 };
          entry.quantity += line.quantity;
          needed.set(line.product.id, entry);
        }
        for (const { product, quantity } of needed.values()) {
          if (!product.isActive) throw productUnavailable(product.name);
          if (product.madeToOrder && quantity > MADE_TO_ORDER_MAX_QUANTITY) {
            throw new HttpError(409, 'insufficient_stock', { name: product.name, madeToOrderMaximum: true });
          }
        }

        const orderLines: NewOrderLine[] = cartLines.map((line) => {
          const unitPriceCents = lineUnitPriceCents(line, now);
          return {
            productId: line.product.id,
            productName: line.product.name,
            productSku: line.product.sku,
            quantity: line.quantity,
            unitPriceCents,
            totalPriceCents: unitPriceCents * line.quantity,
            tookStock: !line.product.madeToOrder,
            addons: line.addons.map((addon) => ({
              productAddonId: addon.productAddonId,
              productAddonName: addon.name,
              inputValue: addon.inputValue,
              unitPriceCents: addon.priceCents,
            })),
          };
        });
        const { subTotalCents } = totals;
        const totalAmountCents = subTotalCents + shippingMethod.priceCents;
        const separateShipping = form.useSameAsBilling === false;
        const isCard = paymentMethod.type === 'Stripe';

        await deleteCartLines(tx, tenantId, sessionId);
        // The core writes the order and its e-mail and takes the stock last.
        const order = await recordPlacedOrder(tx, {
          tenant,
          order: {
            orderNumber: generateOrderNumber(),
            idempotencyKey,
            sessionId,
            customerId: input.customerId,
            paymentMethodType: paymentMethod.type,
            paymentMethodName: paymentMethod.name,
            paymentExpiresAt: isCard ? new Date(Date.now() + input.paymentTimeoutMinutes * 60_000) : null,
            shippingMethodId: shippingMethod.id,
            shippingMethodName: shippingMethod.name,
            customerEmail: form.customerEmail,
            customerFirstName: form.customerFirstName,
            customerLastName: form.customerLastName,
            phoneNumber: form.phoneNumber || null,
            mobileNumber: form.mobileNumber || null,
            billingAddress: form.billingAddress,
            billingCity: form.billingCity,
            billingPostalCode: form.billingPostalCode,
            billingCountry: form.billingCountry,
            shippingAddress: separateShipping ? (form.shippingAddress ?? '') : form.billingAddress,
            shippingCity: separateShipping ? (form.shippingCity ?? '') : form.billingCity,
            shippingPostalCode: separateShipping ? (form.shippingPostalCode ?? '') : form.billingPostalCode,
            shippingCountry: separateShipping ? form.shippingCountry : form.billingCountry,
            notes: form.notes || null,
            language: form.language,
            subTotalCents,
            shippingCostCents: shippingMethod.priceCents,
            taxAmountCents: vatIncludedInCents(totalAmountCents),
            totalAmountCents,
          },
          lines: orderLines,
          needed,
          paymentMethod,
          confirmationUrl: input.links.confirmation,
        });
        return { order, created: true, paymentMethod, lines: orderLines, shippingCostCents: shippingMethod.priceCents };
      }),
    );
  } catch (error) {
    // Two submits that raced past each other: the loser answers with the winner's order.
    if (idempotencyKey && isUniqueViolation(error, 'orders_idempotency_key')) {
      const earlier = await findOrderByIdempotencyKey(db, tenantId, idempotencyKey);
      if (earlier) return repeatedSubmit(earlier);
    }
    throw error;
  }
}
