import { centsToEuros, type TBackOfficeShippingMethod, type TShippingType } from '@shop/contracts';
import type { shippingMethods } from '#src/db/schema/tables.ts';

export function toShippingMethodView(row: typeof shippingMethods.$inferSelect): TBackOfficeShippingMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    deliveryDescription: row.deliveryDescription,
    type: row.type as TShippingType,
    price: centsToEuros(row.priceCents),
    estimatedDays: row.estimatedDays,
    minWeight: row.minWeightGrams,
    maxWeight: row.maxWeightGrams,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
  };
}
