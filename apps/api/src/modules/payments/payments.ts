/** The payments module's public entry: opening a card payment, the Stripe gateway, the expiry timer. */
export { startPaymentExpiry } from './expiry.ts';
export { startCardPayment } from './service.ts';
export { checkStripeKey, createStripeGateway, type StripeGateway } from './stripe.ts';
