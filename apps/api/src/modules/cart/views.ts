import {
  centsToEuros,
  effectivePriceCents,
  hasActiveDiscount,
  isProductAvailable,
  type TCart,
  type TImage,
} from '@shop/contracts';
import { cartTotals, lineUnitPriceCents } from './pricing.ts';
import type { CartLine } from './queries.ts';

export function toCartView(lines: CartLine[], imagesByProduct: Map<number, TImage[]>, now: Date): TCart {
  const totals = cartTotals(lines, now);
  const total = centsToEuros(totals.subTotalCents);
  return {
    items: lines.map((line) => {
      const unitCents = lineUnitPriceCents(line, now);
      const { product } = line;
      return {
        id: line.id,
        product: {
          id: product.id,
          name: product.name,
          sku: product.sku,
          price: centsToEuros(effectivePriceCents(product, now)),
          originalPrice: hasActiveDiscount(product, now) ? centsToEuros(product.priceCents) : null,
          images: imagesByProduct.get(product.id) ?? [],
          stockQuantity: product.stockQuantity,
          madeToOrder: product.madeToOrder,
          needsPackageSending: product.needsPackageSending,
          weightGrams: product.weightGrams,
          isActive: product.isActive,
          isAvailable: isProductAvailable(product),
        },
        quantity: line.quantity,
        unitPrice: centsToEuros(unitCents),
        totalPrice: centsToEuros(unitCents * line.quantity),
        addons: line.addons.map((addon) => ({
          id: addon.productAddonId,
          productAddon: {
            id: addon.productAddonId,
            name: addon.name,
            price: centsToEuros(addon.priceCents),
            type: addon.type,
          },
          inputValue: addon.inputValue,
          unitPrice: centsToEuros(addon.priceCents),
        })),
      };
    }),
    itemCount: totals.itemCount,
    totalValue: total,
    totalAmount: total,
    totalWeightGrams: totals.weightGrams,
    requiresPackageShipping: totals.requiresPackageShipping,
  };
}
