import { sql } from 'drizzle-orm';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedLoginsFor } from './seed/users.ts';

/** `npm run db:migrate | db:seed | db:reset` against DATABASE_URL or the embedded PostgreSQL. */
const command = process.argv[2];
const say = (message: string) => console.log(`[db] ${message}`);
if (!command || !['migrate', 'seed', 'reset'].includes(command)) {
  console.error('Usage: cli.ts migrate | seed | reset');
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
  if (command !== 'migrate') await seedDatabase(database.db, say, { logins: seedLoginsFor(config.NODE_ENV) });
  say('Done.');
} finally {
  await database.close();
}
