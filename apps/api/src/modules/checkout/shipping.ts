import { centsToEuros, type TShippingMethod } from '@shop/contracts';
import type { ShippingMethodRow } from './queries.ts';

export interface ShippingFacts {
  weightGrams: number;
  requiresPackageShipping: boolean;
}

/**
 * A method fits when the cart's weight lies within its limits and, for an envelope, nothing in
 * the cart needs package shipping. Weight is Σ product weight × quantity.
 */
export function judgeShippingMethod(method: ShippingMethodRow, cart: ShippingFacts) {
  const weightExceedsLimit = method.maxWeightGrams !== null && cart.weightGrams > method.maxWeightGrams;
  const weightBelowMinimum = method.minWeightGrams !== null && cart.weightGrams < method.minWeightGrams;
  const blockedEnvelope = method.type === 'envelope' && cart.requiresPackageShipping;
  return {
    weightExceedsLimit,
    weightBelowMinimum,
    isValidForCurrentOrder: !weightExceedsLimit && !weightBelowMinimum && !blockedEnvelope,
  };
}

export function toShippingMethodView(method: ShippingMethodRow, cart: ShippingFacts): TShippingMethod {
  return {
    id: method.id,
    name: method.name,
    description: method.description,
    deliveryDescription: method.deliveryDescription,
    type: method.type as TShippingMethod['type'],
    totalPrice: centsToEuros(method.priceCents),
    estimatedDays: method.estimatedDays,
    ...judgeShippingMethod(method, cart),
    maxWeight: method.maxWeightGrams,
    minWeight: method.minWeightGrams,
    requiresPackageShipping: cart.requiresPackageShipping,
    cartWeight: cart.weightGrams,
  };
}
