import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { errorSummary } from '#src/lib/error-summary.ts';
import { type JobTracker, repeatInBackground, untrackedJob } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/modules/mail/mail.ts';
import { type ReminderKind, renderTrialReminderMail } from './mails.ts';
import { findShopOwners } from './queries.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface SweepOptions {
  /** The platform's domain (PLATFORM_DOMAIN): the reminder's button opens the shop's dashboard there. */
  platformDomain: string;
}

const dashboardUrl = (options: SweepOptions, tenantName: string) =>
  `https://${options.platformDomain}/${encodeURIComponent(tenantName)}/dashboard`;

export interface SweepResult {
  reminders24h: number;
  reminders2h: number;
  paused: number;
}

/**
 * Claims the trials due for one reminder and mails their owners, in one transaction: the
 * `update … where sent_at is null … returning` lets only one process claim a shop, and the
 * mails are written with the claim (or not at all).
 */
async function sendReminders(db: Database, kind: ReminderKind, now: Date, options: SweepOptions): Promise<number> {
  const column = kind === '24h' ? sql.raw('trial_reminder_24h_sent_at') : sql.raw('trial_reminder_2h_sent_at');
  // The 24 h reminder is due from 24 h to 2 h before the end; after that only the 2 h one goes.
  const from = new Date(now.getTime() + (kind === '24h' ? 2 * HOUR_MS : 0));
  const until = new Date(now.getTime() + (kind === '24h' ? 24 * HOUR_MS : 2 * HOUR_MS));
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ tenant_id: string; name: string; display_name: string }>(sql`
      update tenant_subscriptions s set ${column} = ${now}
      from tenants t
      where t.id = s.tenant_id and s.status = 'Trial' and s.${column} is null
        and s.trial_ends_at > ${from} and s.trial_ends_at <= ${until}
      returning s.tenant_id, t.name, t.display_name`);
    for (const shop of claimed.rows) await mailOwners(tx, shop, kind, options);
    return claimed.rows.length;
  });
}

async function mailOwners(
  tx: Executor,
  shop: { tenant_id: string; name: string; display_name: string },
  kind: ReminderKind,
  options: SweepOptions,
): Promise<void> {
  for (const owner of await findShopOwners(tx, shop.tenant_id)) {
    const language = owner.language === 'en' ? 'en' : 'nl';
    const mail = renderTrialReminderMail({
      kind,
      shopName: shop.display_name,
      ownerName: owner.fullName,
      dashboardUrl: dashboardUrl(options, shop.name),
      language,
    });
    await enqueueMail(tx, { tenantId: shop.tenant_id, kind: `trial-reminder-${kind}`, to: owner.email, ...mail });
  }
}

/**
 * Writes 'Paused' for trials that ended without a plan and cancelled plans whose period is
 * over. The storefront is closed by the clock already (isShopPaused); this makes it visible in
 * the data (paused_at, the Admin's list).
 */
async function pauseEndedShops(db: Database, now: Date): Promise<number> {
  const paused = await db.execute(sql`
    update tenant_subscriptions
    set status = 'Paused', paused_at = ${now}, updated_at = ${now}
    where (status = 'Trial' and trial_ends_at <= ${now})
       or (status = 'Cancelled' and (current_period_ends_at is null or current_period_ends_at <= ${now}))
    returning tenant_id`);
  return paused.rows.length;
}

/** One pass of the billing sweep at `now`: reminders first, then pauses. Safe to run from several processes. */
export async function runBillingSweep(
  db: Database,
  now: Date,
  options: SweepOptions = { platformDomain: 'winkelwerf.nl' },
): Promise<SweepResult> {
  const reminders24h = await sendReminders(db, '24h', now, options);
  const reminders2h = await sendReminders(db, '2h', now, options);
  const paused = await pauseEndedShops(db, now);
  return { reminders24h, reminders2h, paused };
}

const MAX_BACKOFF_MS = 10 * 60 * 1000;

/**
 * Runs the sweep every interval until stopped; returns the stop function. A failing pass (the
 * database is away) is logged and retried later, waiting twice as long each time up to 10 min.
 */
export function startBillingSweep(
  db: Database,
  options: SweepOptions & {
    log: (message: string) => void;
    clock?: () => Date;
    intervalMs?: number;
    track?: JobTracker;
  },
) {
  const intervalMs = options.intervalMs ?? 60_000;
  const clock = options.clock ?? (() => new Date());
  const track = options.track ?? untrackedJob;
  let failures = 0;
  return repeatInBackground(
    () =>
      track(() => runBillingSweep(db, clock(), options)).then(
        (result) => {
          failures = 0;
          const sent = result.reminders24h + result.reminders2h;
          if (sent > 0) options.log(`Sent trial reminders to ${sent} shop(s)`);
          if (result.paused > 0) options.log(`Paused ${result.paused} shop(s) whose trial or plan ended`);
          return intervalMs;
        },
        (error) => {
          failures++;
          const delay = doublingDelayMs(failures, 2 * intervalMs, MAX_BACKOFF_MS);
          options.log(`Billing sweep failed, next try in ${Math.round(delay / 1000)} s: ${errorSummary(error)}`);
          return delay;
        },
      ),
    1000,
  );
}
