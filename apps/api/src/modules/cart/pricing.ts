import { effectivePriceCents } from '@shop/contracts';
import type { CartLine } from './queries.ts';

/** What one unit of a line costs now: the product's effective price plus its add-ons, in cents. */
export function lineUnitPriceCents(line: Pick<CartLine, 'product' | 'addons'>, now: Date): number {
  return effectivePriceCents(line.product, now) + line.addons.reduce((sum, addon) => sum + addon.priceCents, 0);
}

export interface CartTotals {
  itemCount: number;
  subTotalCents: number;
  weightGrams: number;
  requiresPackageShipping: boolean;
}

export function cartTotals(lines: Pick<CartLine, 'product' | 'addons' | 'quantity'>[], now: Date): CartTotals {
  let itemCount = 0;
  let subTotalCents = 0;
  let weightGrams = 0;
  let requiresPackageShipping = false;
  for (const line of lines) {
    itemCount += line.quantity;
    subTotalCents += lineUnitPriceCents(line, now) * line.quantity;
    weightGrams += line.product.weightGrams * line.quantity;
    requiresPackageShipping ||= line.product.needsPackageSending;
  }
  return { itemCount, subTotalCents, weightGrams, requiresPackageShipping };
}

/** Lines with the same product, add-ons and inputs are one line. */
export function addonSignature(addons: { productAddonId: number; inputValue: string | null }[]): string {
  return addons
    .map((addon) => `${addon.productAddonId}\u0000${addon.inputValue ?? ''}`)
    .sort()
    .join('\u0001');
}
