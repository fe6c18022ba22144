/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
import { databaseOptions, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { exitOnStartupError } from '#server/lib/startup-error.ts';

// Stops with one sentence when the settings are wrong, the server cannot be reached or another process holds DATA_DIR.
const database = await Promise.resolve()
  .then(() => openDatabase(databaseOptions(loadConfig())))
  .catch(exitOnStartupError);
try {
  await migrateDatabase(database);
  console.log('Database is up to date.');
} finally {
  await database.close();
}
