import { isShopPaused, type TTenant } from '@shop/contracts';
import type { Executor } from '#src/db/client.ts';
import { HttpError } from '#src/lib/errors.ts';
import { findShopFacts } from './queries.ts';

export type ShopState = TTenant['shopState'];

/**
 * The storefront's state now: 'paused' when the trial or plan ended (judged by the clock, so it
 * does not wait for the sweep), else 'comingSoon' until a product is for sale, else 'open'. A
 * shop without a subscription row (made outside sign-up) is never paused.
 */
export async function findShopState(db: Executor, tenantId: string, now: Date): Promise<ShopState> {
  const facts = await findShopFacts(db, tenantId);
  if (facts.subscription && isShopPaused(facts.subscription, now)) return 'paused';
  return facts.hasActiveProduct ? 'open' : 'comingSoon';
}

/** A paused shop takes no orders: 409 'shop_paused'. */
export async function assertShopTakesOrders(db: Executor, tenantId: string, now: Date): Promise<void> {
  const { subscription } = await findShopFacts(db, tenantId);
  if (subscription && isShopPaused(subscription, now)) throw new HttpError(409, 'shop_paused', {});
}
