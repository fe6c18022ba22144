/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  console.log('Database is up to date.');
} finally {
  await database.close();
}
