/**
 * The ordering core's public entry: the only file of this folder other modules import. The core
 * alone writes orders, order lines, stock and payment state.
 */
export { assertOrderTransition, assertPaymentTransition, canMoveOrder, canMovePayment } from './status.ts';
export {
  changeStock,
  findProductStock,
  recordInitialStock,
  type StockActor,
  type StockedProduct,
  type StockMovement,
  type StockReason,
  stockFromMovements,
} from './stock.ts';
