/** The payments module's public entry: opening a card payment for an order that was just placed. */
export { startCardPayment } from './service.ts';
export { createStripeGateway } from './stripe.ts';
