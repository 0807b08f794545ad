import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '#src/db/client.ts';
import type { JobTracker } from '#src/lib/jobs.ts';
import { findOutboxBacklog } from './queries.ts';

/** Payment method types an order can carry (payment_methods.type); anything else is counted as `other`. */
const PAYMENT_METHOD_TYPES = new Set(['Stripe', 'BankTransfer']);

export interface AppMetrics {
  registry: Registry;
  /** One finished HTTP request: route is the pattern (`/api/products/:id`), never the URL. */
  observeRequest(labels: { method: string; route: string; statusCode: number }, seconds: number): void;
  /** One order placed (not a repeated submit of the same order). */
  countPlacedOrder(paymentMethodType: string): void;
  /** A tracker for the named background job: counts its runs and failures and times them. */
  trackJob(name: string): JobTracker;
}

/**
 * The process's metrics in a registry of its own (each app has one: tests build many apps in one
 * process, and prom-client's global registry refuses a metric registered twice). Pool and outbox
 * figures are read when Prometheus scrapes.
 */
export function createAppMetrics(database: DatabaseHandle, options: { poolSize: number }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const { pool } = database;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('webshop_db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
  poolGauge('webshop_db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool.idleCount);
  poolGauge('webshop_db_pool_waiting_clients', 'Queries waiting for a free pool connection', () => pool.waitingCount);
  poolGauge('webshop_db_pool_max_connections', 'Pool size (DB_POOL_SIZE)', () => options.poolSize);

  // One query for both outbox gauges per scrape; a failed read leaves the previous values.
  let backlog: Promise<void> | null = null;
  const readBacklog = () => {
    backlog ??= findOutboxBacklog(database.db)
      .then((found) => {
        outboxPending.set(found.pending);
        outboxOldest.set(found.oldestAgeSeconds);
      })
      .catch(() => {})
      .finally(() => {
        backlog = null;
      });
    return backlog;
  };
  const outboxPending: Gauge = new Gauge({
    name: 'webshop_mail_outbox_pending',
    help: 'Mail messages waiting to be sent (all shops)',
    registers: [registry],
    collect: readBacklog,
  });
  const outboxOldest: Gauge = new Gauge({
    name: 'webshop_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest unsent mail message in seconds (0 when none waits)',
    registers: [registry],
    collect: readBacklog,
  });

  const ordersPlaced = new Counter({
    name: 'webshop_orders_placed_total',
    help: 'Orders placed through this process, by payment method type',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });

  const jobRuns = new Counter({
    name: 'webshop_job_runs_total',
    help: 'Background job rounds run by this process',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'webshop_job_failures_total',
    help: 'Background job rounds that failed',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'webshop_job_duration_seconds',
    help: 'Duration of background job rounds',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });

  return {
    registry,
    observeRequest({ method, route, statusCode }, seconds) {
      httpDuration.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    countPlacedOrder(paymentMethodType) {
      ordersPlaced.inc({ payment_method: PAYMENT_METHOD_TYPES.has(paymentMethodType) ? paymentMethodType : 'other' });
    },
    trackJob(job) {
      jobRuns.inc({ job }, 0);
      jobFailures.inc({ job }, 0);
      return async (run) => {
        const end = jobDuration.startTimer({ job });
        try {
          return await run();
        } catch (error) {
          jobFailures.inc({ job });
          throw error;
        } finally {
          end();
          jobRuns.inc({ job });
        }
      };
    },
  };
}
