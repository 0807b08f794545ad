import type { Database } from '#src/db/client.ts';
import { cancelOrderInTransaction } from '#src/modules/orders/service.ts';
import { findExpiredCardOrders, lockExpiredCardOrder } from './queries.ts';

/**
 * Cancels unpaid card orders whose payment period ended: stock back once, paymentStatus
 * Expired, status Cancelled, a cancellation e-mail. Each order in its own transaction, so its
 * products are locked in id order like a checkout locks them (no deadlock), and SKIP LOCKED lets
 * several processes run this at once without doing an order twice. Returns how many it released.
 */
export async function releaseExpiredPayments(db: Database, batchSize = 100): Promise<number> {
  let released = 0;
  for (;;) {
    const candidates = await findExpiredCardOrders(db, batchSize);
    let releasedNow = 0;
    for (const candidate of candidates) {
      const done = await db.transaction(async (tx) => {
        const order = await lockExpiredCardOrder(tx, candidate.tenantId, candidate.id);
        if (!order) return false;
        await cancelOrderInTransaction(tx, order.tenantId, order, 'payment-expired');
        return true;
      });
      if (done) releasedNow += 1;
    }
    released += releasedNow;
    if (candidates.length < batchSize || releasedNow === 0) return released;
  }
}

/** Runs releaseExpiredPayments every interval until stopped; returns the stop function. */
export function startPaymentExpiry(db: Database, log: (message: string) => void, intervalMs = 30_000) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = releaseExpiredPayments(db)
      .then((count) => {
        if (count > 0) log(`Released the stock of ${count} unpaid order(s) whose payment period ended`);
      })
      .catch((error) => log(`Payment expiry failed: ${String(error)}`));
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, 1000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
