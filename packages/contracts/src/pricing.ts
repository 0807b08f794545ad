export interface DiscountFacts {
  priceCents: number;
  isDiscountActive: boolean;
  discountPercentage: number | null;
  discountStartDate: Date | null;
  discountEndDate: Date | null;
}

/** A discount applies when the owner switched it on and now lies inside its (optional) period. */
export function hasActiveDiscount(product: DiscountFacts, now: Date): boolean {
  if (!product.isDiscountActive || !product.discountPercentage) return false;
  if (product.discountStartDate && now < product.discountStartDate) return false;
  if (product.discountEndDate && now > product.discountEndDate) return false;
  return true;
}

/** The price a shopper pays now, in cents, VAT included. */
export function effectivePriceCents(product: DiscountFacts, now: Date): number {
  if (!hasActiveDiscount(product, now)) return product.priceCents;
  return Math.round((product.priceCents * (100 - (product.discountPercentage ?? 0))) / 100);
}

/** The next moment at which the effective price of one of these products changes, if any. */
export function nextPriceChange(products: DiscountFacts[], now: Date): Date | null {
  let next: Date | null = null;
  for (const product of products) {
    if (!product.isDiscountActive) continue;
    for (const moment of [product.discountStartDate, product.discountEndDate]) {
      if (moment && moment > now && (!next || moment < next)) next = moment;
    }
  }
  return next;
}
