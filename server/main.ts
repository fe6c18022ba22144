import './require-node.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { databaseOptions, describeTrustedProxies, loadConfig } from './config.ts';
import { describeThisProcess, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';
import { closeApp } from './lib/shutdown.ts';
import { exitOnStartupError } from './lib/startup-error.ts';
import { loadOrCreateSecret } from './lib/tokens.ts';
import { bootstrapAdmin } from './modules/admin/bootstrap.ts';
import { startJobs } from './jobs.ts';

/** The built web app: dist/web, or WEB_ROOT (the browser tests build into a directory of their own). */
export const webRoot = process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : fileURLToPath(new URL('../dist/web', import.meta.url));

/** Opens the database, migrates, seeds the catalogue, then serves the API and the built web app. */
export async function start(): Promise<void> {
  let config;
  let database;
  try {
    config = loadConfig();
    database = await openDatabase(databaseOptions(config, describeThisProcess('the server')));
  } catch (error) {
    exitOnStartupError(error);
  }
  await migrateDatabase(database);
  const seeded = await seedCatalogue(database.db);
  const jwtSecret = await loadOrCreateSecret(config.jwtSecret, config.dataDir);

  if (seeded > 0) console.log(`Loaded ${seeded} apps into the catalogue.`);
  const devAdminHint = await bootstrapAdmin(database.db, config, { info: console.log, warn: console.warn }).catch(async (error: unknown) => {
    await database.close();
    return exitOnStartupError(error);
  });
  const app = await buildApp({ config, database, jwtSecret, webRoot, devAdminHint });
  const stopJobs = startJobs(database.db, { info: (message) => app.log.info(message), error: (message) => app.log.error(message) }, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs();
    await closeApp(app);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${path.join(config.dataDir, 'pgdata')}`;
  app.log.info(describeTrustedProxies(config.trustProxy));
  console.log(`\nReferral exchange is running at http://${shownHost}:${config.port} on ${where}, on Node ${process.versions.node}.\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await start();
}
