import {
  ADDON_INPUT_REQUIRED_MESSAGE,
  isProductAvailable,
  maxAddableQuantity,
  normalizeOrderNumber,
  type TCart,
  type TSelectedAddon,
} from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { findProductImages, groupImages } from '#src/modules/catalogue/catalogue.ts';
import { cancelUnpaidOrderForCart } from '#src/modules/ordering/ordering.ts';
import { addonSignature } from './pricing.ts';
import {
  type CartLine,
  type CartProductRow,
  deleteCartLine,
  deleteCartLines,
  findActiveAddonsOfProduct,
  findCartLines,
  findCartProduct,
  insertCartLine,
  lockCart,
  lockOrCreateCart,
  touchCart,
  updateCartLineQuantity,
} from './queries.ts';
import { toCartView } from './views.ts';

interface ChosenAddon {
  productAddonId: number;
  inputValue: string | null;
}

type ActiveAddon = Awaited<ReturnType<typeof findActiveAddonsOfProduct>>[number];

/**
 * Spec §5: required add-ons are always included (added here when the client left them out); a
 * Complex add-on keeps its trimmed input, and needs one when its input is required.
 */
function resolveAddonChoices(active: ActiveAddon[], selected: TSelectedAddon[]): ChosenAddon[] {
  const byId = new Map(active.map((addon) => [addon.id, addon]));
  const chosen = new Map<number, string | null>();
  for (const selection of selected) {
    const addon = byId.get(selection.productAddonId);
    if (!addon) {
      throw new HttpError(400, 'invalid_addon', { addonId: selection.productAddonId, reason: 'foreign' });
    }
    if (chosen.has(addon.id)) {
      throw new HttpError(400, 'invalid_addon', { addonId: addon.id, reason: 'twice' });
    }
    const input = addon.type === 'Complex' ? selection.inputValue?.trim() || null : null;
    chosen.set(addon.id, input);
  }
  for (const addon of active) {
    if (addon.isRequired && !chosen.has(addon.id)) chosen.set(addon.id, null);
  }
  const missing = active.filter(
    (addon) => chosen.has(addon.id) && addon.type === 'Complex' && addon.isInputRequired && !chosen.get(addon.id),
  );
  if (missing.length > 0) {
    throw new HttpError(
      400,
      'validation_error',
      { form: 'addons' },
      missing.map((addon) => ({ field: `addons.${addon.id}.inputValue`, message: ADDON_INPUT_REQUIRED_MESSAGE })),
    );
  }
  return [...chosen].map(([productAddonId, inputValue]) => ({ productAddonId, inputValue }));
}

function notEnoughStock(product: CartProductRow, canAdd: number): HttpError {
  if (!isProductAvailable(product)) {
    return new HttpError(409, 'product_unavailable', { name: product.name, anymore: false });
  }
  return new HttpError(409, 'insufficient_stock', { name: product.name, canAdd, madeToOrder: product.madeToOrder });
}

const quantityOf = (lines: CartLine[], productId: number, exceptLineId?: number) =>
  lines
    .filter((line) => line.product.id === productId && line.id !== exceptLineId)
    .reduce((sum, line) => sum + line.quantity, 0);

export async function getCart(db: Database, tenantId: string, sessionId: string): Promise<TCart> {
  const lines = await findCartLines(db, tenantId, sessionId);
  const productIds = [...new Set(lines.map((line) => line.product.id))];
  const images = groupImages(await findProductImages(db, tenantId, productIds));
  return toCartView(lines, images, new Date());
}

export async function addCartItem(
  db: Database,
  tenantId: string,
  sessionId: string,
  request: { productId: number; quantity: number; selectedAddons: TSelectedAddon[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await findCartProduct(tx, tenantId, request.productId);
    if (!product) throw notFound('product');
    if (!isProductAvailable(product)) throw notEnoughStock(product, 0);
    const addons = resolveAddonChoices(
      await findActiveAddonsOfProduct(tx, tenantId, product.id),
      request.selectedAddons,
    );

    await lockOrCreateCart(tx, tenantId, sessionId);
    const lines = await findCartLines(tx, tenantId, sessionId);
    const canAdd = maxAddableQuantity(product, quantityOf(lines, product.id));
    if (request.quantity > canAdd) throw notEnoughStock(product, canAdd);

    const signature = addonSignature(addons);
    const sameLine = lines.find((line) => line.product.id === product.id && addonSignature(line.addons) === signature);
    if (sameLine) {
      await updateCartLineQuantity(tx, tenantId, sessionId, sameLine.id, sameLine.quantity + request.quantity);
    } else {
      await insertCartLine(tx, tenantId, sessionId, { productId: product.id, quantity: request.quantity, addons });
    }
    await touchCart(tx, tenantId, sessionId);
  });
}

/** Sets a line's quantity; 0 removes it. Lowering is always allowed, raising only within stock. */
export async function setCartItemQuantity(
  db: Database,
  tenantId: string,
  sessionId: string,
  itemId: number,
  quantity: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const exists = await lockCart(tx, tenantId, sessionId);
    const lines = exists ? await findCartLines(tx, tenantId, sessionId) : [];
    const line = lines.find((candidate) => candidate.id === itemId);
    if (!line) throw notFound('cart_item');
    if (quantity === 0) {
      await deleteCartLine(tx, tenantId, sessionId, itemId);
    } else {
      if (quantity > line.quantity) {
        const canHave = maxAddableQuantity(line.product, quantityOf(lines, line.product.id, line.id));
        if (quantity > canHave) throw notEnoughStock(line.product, Math.max(0, canHave - line.quantity));
      }
      await updateCartLineQuantity(tx, tenantId, sessionId, itemId, quantity);
    }
    await touchCart(tx, tenantId, sessionId);
  });
}

export async function removeCartItem(db: Database, tenantId: string, sessionId: string, itemId: number) {
  await db.transaction(async (tx) => {
    if (!(await lockCart(tx, tenantId, sessionId)) || !(await deleteCartLine(tx, tenantId, sessionId, itemId))) {
      throw notFound('cart_item');
    }
    await touchCart(tx, tenantId, sessionId);
  });
}

export async function clearCart(db: Database, tenantId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    if (await lockCart(tx, tenantId, sessionId)) await deleteCartLines(tx, tenantId, sessionId);
  });
}

/**
 * The shopper gives up paying a card order and wants the cart back (its payment failed or was
 * cancelled): the ordering core cancels the order (stock back, cancellation e-mail) and its lines
 * go back into the cart of the session that placed it.
 */
export async function restoreCartFromOrder(db: Database, tenantId: string, sessionId: string, rawOrderNumber: string) {
  const orderNumber = normalizeOrderNumber(rawOrderNumber);
  if (!orderNumber) throw notFound('order');
  await db.transaction(async (tx) => {
    await lockOrCreateCart(tx, tenantId, sessionId);
    const lines = await cancelUnpaidOrderForCart(tx, tenantId, sessionId, orderNumber);
    for (const line of lines) {
      if (line.productId === null) continue;
      await insertCartLine(tx, tenantId, sessionId, {
        productId: line.productId,
        quantity: line.quantity,
        addons: line.addons.flatMap((addon) =>
          addon.productAddonId === null ? [] : [{ productAddonId: addon.productAddonId, inputValue: addon.inputValue }],
        ),
      });
    }
    await touchCart(tx, tenantId, sessionId);
  });
}
