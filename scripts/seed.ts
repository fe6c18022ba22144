/**
 * `npm run db:seed`: migrates and loads the catalogue into an empty database.
 * `npm run db:seed -- --demo` also adds demo people with referral codes and matches in every status.
 */
import { parseArgs } from 'node:util';
import { databaseOptions, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { seedCatalogue } from '#server/db/seed/catalogue.ts';
import { DEMO_PASSWORD, seedDemo } from '#server/db/seed/demo.ts';
import { exitOnStartupError } from '#server/lib/startup-error.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
// Stops with one sentence when the settings are wrong, the server cannot be reached or another process holds DATA_DIR.
const database = await Promise.resolve()
  .then(() => openDatabase(databaseOptions(loadConfig())))
  .catch(exitOnStartupError);
try {
  await migrateDatabase(database);
  const apps = await seedCatalogue(database.db);
  console.log(apps > 0 ? `Loaded ${apps} apps into the catalogue.` : 'The catalogue already has apps; left as it is.');
  if (values.demo) {
    const demo = await seedDemo(database.db);
    console.log(
      demo
        ? `Added ${demo.users} demo people and ${demo.matches} matches. Sign in as amelia@demo.example.com (or oliver, isla, george, ava, noah, freya, arthur) with the password "${DEMO_PASSWORD}".`
        : 'The demo people exist already; left as they are.',
    );
  }
} finally {
  await database.close();
}
