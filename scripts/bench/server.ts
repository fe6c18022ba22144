/**
 * The app process the benchmark drives: started as server/main.ts starts the product (same
 * configuration, migrations, catalogue, jobs and routes), plus one reference route of its own,
 * GET /bench/baseline?id=<uuid>, that runs one prepared indexed SELECT and nothing else. It listens
 * on a free port on 127.0.0.1 and tells the parent which one over IPC.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '#server/app.ts';
import { databaseOptions, loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { seedCatalogue } from '#server/db/seed/catalogue.ts';
import { startJobs } from '#server/jobs.ts';
import { closeApp } from '#server/lib/shutdown.ts';
import { loadOrCreateSecret } from '#server/lib/tokens.ts';
import { bootstrapAdmin } from '#server/modules/admin/bootstrap.ts';
import { webRoot } from '#server/main.ts';
import { BASELINE_PATH } from './endpoints.ts';

const BASELINE_SQL = 'SELECT id FROM users WHERE id = $1';

/** The reference: the least a route that reads the database can cost on this machine. */
function registerBaseline(app: FastifyInstance, database: Database): void {
  const lookup =
    database.driver === 'postgres'
      ? async (id: string) => (await (database.client as pg.Pool).query({ name: 'bench-baseline', text: BASELINE_SQL, values: [id] })).rows
      : async (id: string) => (await (database.client as PGlite).query(BASELINE_SQL, [id])).rows;
  app.get(BASELINE_PATH, { schema: { hide: true } }, async (request) => {
    const { id } = request.query as { id?: string };
    const rows = await lookup(id ?? '00000000-0000-0000-0000-000000000000');
    return { found: rows.length };
  });
}

const config = loadConfig();
const database = await openDatabase(databaseOptions(config, 'the benchmark server'));
await migrateDatabase(database);
await seedCatalogue(database.db);
const jwtSecret = await loadOrCreateSecret(config.jwtSecret, config.dataDir);
const devAdminHint = await bootstrapAdmin(database.db, config, { info: () => {}, warn: () => {} });
const app = await buildApp({ config, database, jwtSecret, webRoot, devAdminHint });
registerBaseline(app, database);
const stopJobs = startJobs(database.db, { info: (message) => app.log.info(message), error: (message) => app.log.error(message) }, config);

process.on('SIGTERM', () => {
  void stopJobs()
    .then(() => closeApp(app))
    .then(() => database.close())
    .finally(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
