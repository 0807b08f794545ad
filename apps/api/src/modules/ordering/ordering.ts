/**
 * The ordering core's public entry: the only file of this folder other modules import. The core
 * alone writes orders, order lines, stock and payment state; every order and payment status change
 * follows the transition tables of status.ts, and every stock change leaves a movement row.
 */
export { anonymiseOrders, type OrderAnonymisation } from './anonymise.ts';
export {
  cancelOrderByShop,
  deliverOrder,
  markPaidByBankTransfer,
  processOrder,
  refundOrder,
  type Shipment,
  shipOrder,
} from './back-office.ts';
export {
  cancelCustomerOrder,
  cancelUnpaidOrderForCart,
  releaseExpiredPayments,
} from './cancel.ts';
export { findInvoiceNumbers, findInvoiceOfOrder, type IssuedInvoice, issueInvoiceOnRequest } from './invoice.ts';
export {
  findCustomerOrders,
  findOrderByIdempotencyKey,
  findOrderByNumber,
  findOrderLines,
  findRecentOrderOfSession,
  markOrderPaymentFailed,
  type NewOrderLine,
  type OrderLine,
  type OrderRow,
} from './order-queries.ts';
export { awaitsCardPayment, bankTransferDetails } from './order-rules.ts';
export {
  attachPaymentSession,
  markOrderPaidByProvider,
  recordDemoOutcome,
} from './payment.ts';
export {
  findEnabledPaymentMethods,
  findPaymentMethodOfOrder,
  findPaymentMethodsOfType,
  findStripeWebhookSecrets,
  type PaymentMethodRow,
  paymentMethodOfOrder,
} from './payment-methods.ts';
export { PriceChangedWhileOrdering, productUnavailable, recordPlacedOrder } from './place.ts';
export { recordInitialStock, setStockByShop } from './stock.ts';
