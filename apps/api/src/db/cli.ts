import { ZPlatformEmail } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#src/config.ts';
import { createAdminAccount } from './admin-account.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedLoginsFor } from './seed/users.ts';

/**
 * `npm run db:migrate | db:seed | db:reset`, and `npm run admin:create -- <e-mail>`, against
 * DATABASE_URL or the embedded PostgreSQL.
 */
const command = process.argv[2];
const say = (message: string) => console.log(`[db] ${message}`);
if (!command || !['migrate', 'seed', 'reset', 'create-admin'].includes(command)) {
  console.error('Usage: cli.ts migrate | seed | reset | create-admin <e-mail>');
  process.exit(2);
}
const adminEmail = command === 'create-admin' ? ZPlatformEmail.safeParse(process.argv[3] ?? '') : null;
if (adminEmail && !adminEmail.success) {
  console.error('Usage: npm run admin:create -- <e-mail address of the platform Admin>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config, say);
try {
  if (command === 'reset') {
    say('Dropping every table…');
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  say('Applying migrations…');
  await migrateDatabase(database);
  if (adminEmail?.success) {
    const result = await createAdminAccount(database.db, adminEmail.data);
    if (result.outcome === 'created') {
      say(`Platform Admin ${adminEmail.data} created. Password (shown only now): ${result.password}`);
      say(
        'Sign in at /login (the first login sets up two-step sign-in); "Wachtwoord vergeten?" there sets a password of your own.',
      );
    } else if (result.outcome === 'exists-as-admin') {
      say(`${adminEmail.data} is the platform Admin already; use "Wachtwoord vergeten?" on /login for a new password.`);
    } else {
      console.error(`[db] ${adminEmail.data} is a shop owner's account; choose another address for the Admin.`);
      process.exitCode = 1;
    }
  } else if (command !== 'migrate') {
    await seedDatabase(database.db, say, { logins: seedLoginsFor(config.NODE_ENV) });
  }
  say('Done.');
} finally {
  await database.close();
}
