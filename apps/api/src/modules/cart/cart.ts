/** The cart module's public entry: what checkout needs of a cart. */
export { cartTotals, lineUnitPriceCents } from './pricing.ts';
export { type CartLine, type CartProductRow, deleteCartLines, findCartLines, lockCart } from './queries.ts';
