import type { Database } from '#src/db/client.ts';
import { seedDemoShop } from '#src/db/seed/demo-shop.ts';
import { seedFocusShop } from '#src/db/seed/focus-shop.ts';
import { seedPlans } from '#src/db/seed/plans.ts';
import { seedSoloShop } from '#src/db/seed/solo-shop.ts';
import { type SeedLogins, seedAdminUser } from '#src/db/seed/users.ts';

/**
 * Platform plans, the admin user and the three demo shops (demo, focus, solo). Idempotent: a
 * shop whose tenant name exists is left alone, plans are upserted by (name, billing cycle).
 */
export async function seedDatabase(
  db: Database,
  log: (message: string) => void,
  options: { logins: SeedLogins } = { logins: 'demo-password' },
): Promise<void> {
  const started = performance.now();
  await seedPlans(db, log);
  await seedAdminUser(db, log, options.logins);
  await seedDemoShop(db, log, options.logins);
  await seedFocusShop(db, log, options.logins);
  await seedSoloShop(db, log, options.logins);
  log(`Seed finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
