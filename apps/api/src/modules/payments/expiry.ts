import type { Database } from '#src/db/client.ts';
import { type JobTracker, untrackedJob } from '#src/lib/jobs.ts';
import { releaseExpiredPayments } from '#src/modules/ordering/ordering.ts';

/** Runs releaseExpiredPayments every interval until stopped; returns the stop function. */
export function startPaymentExpiry(
  db: Database,
  log: (message: string) => void,
  intervalMs = 30_000,
  track: JobTracker = untrackedJob,
) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = track(() => releaseExpiredPayments(db))
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
