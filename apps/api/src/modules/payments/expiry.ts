import type { Database } from '#src/db/client.ts';
import { type JobTracker, repeatInBackground, untrackedJob } from '#src/lib/jobs.ts';
import { releaseExpiredPayments } from '#src/modules/ordering/ordering.ts';

/** Runs releaseExpiredPayments every interval until stopped; returns the stop function. */
export function startPaymentExpiry(
  db: Database,
  log: (message: string) => void,
  intervalMs = 30_000,
  track: JobTracker = untrackedJob,
) {
  return repeatInBackground(
    () =>
      track(() => releaseExpiredPayments(db))
        .then((count) => {
          if (count > 0) log(`Released the stock of ${count} unpaid order(s) whose payment period ended`);
        })
        .catch((error) => log(`Payment expiry failed: ${String(error)}`))
        .then(() => intervalMs),
    1000,
  );
}
