import pg from 'pg';
import { doublingDelayMs } from '#src/lib/backoff.ts';

export const OUTBOX_CHANNEL = 'email_outbox';

/**
 * Calls `wake` when a transaction that wrote mail commits (a trigger NOTIFYs `email_outbox`).
 * Holds one connection of its own and reconnects with backoff when it is lost; after a reconnect
 * it wakes once, since mail written meanwhile sent no notification it could hear.
 */
export function listenForNewMail(databaseUrl: string, log: (message: string) => void) {
  return (wake: () => void) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retryTimer: NodeJS.Timeout | undefined;
    let failures = 0;

    const scheduleReconnect = () => {
      if (stopped || retryTimer) return;
      failures += 1;
      const pause = doublingDelayMs(failures, 1_000, 30_000);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, pause);
    };

    const connect = async () => {
      const next = new pg.Client({ connectionString: databaseUrl, application_name: 'mail-sender-listen' });
      client = next;
      next.on('notification', () => wake());
      next.on('error', () => {});
      next.on('end', () => {
        if (client === next) client = null;
        if (!stopped) {
          if (failures === 0) log('Mail wake-up connection lost; polling until it is back');
          scheduleReconnect();
        }
      });
      try {
        await next.connect();
        await next.query(`listen ${OUTBOX_CHANNEL}`);
        if (failures > 0) log('Mail wake-up connection restored');
        failures = 0;
        wake();
      } catch {
        await next.end().catch(() => {});
        scheduleReconnect();
      }
    };

    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    };
  };
}
