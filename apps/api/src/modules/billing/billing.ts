/** The billing module's public entry: the storefront's state (open, coming soon, paused) and the sweep. */
export { assertShopTakesOrders, findShopState, type ShopState } from './state.ts';
export { runBillingSweep, type SweepOptions, type SweepResult, startBillingSweep } from './sweep.ts';
