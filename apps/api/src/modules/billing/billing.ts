/** The billing module's public entry: the storefront's state (open, coming soon, paused), its subscription type and the sweep. */
export { findSubscriptionType } from './queries.ts';
export { assertShopTakesOrders, findShopState, type ShopState } from './state.ts';
export { runBillingSweep, type SweepOptions, type SweepResult, startBillingSweep } from './sweep.ts';
