import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { buildPageRendererInto } from './page-renderer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped once so each test file loads it in a fraction of initdb's time. */
    pgliteSnapshot: string;
    /** On PostgreSQL: a migrated template database each test file clones. */
    postgresTemplate: string;
    /** A directory holding the renderer of public pages, built once for the project's tests of them. */
    pageRendererRoot: string;
  }
}

export function databaseUrlFor(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const driver = project.config.env?.['TEST_DB_DRIVER'];
  const [teardown, rendererRoot] = await Promise.all([driver === 'postgres' ? setupPostgres(project) : setupPglite(project), setupPageRenderer(project)]);
  return async () => {
    await teardown();
    await fs.rm(rendererRoot, { recursive: true, force: true });
  };
}

async function setupPageRenderer(project: TestProject): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'referral-exchange-pages-'));
  await buildPageRendererInto(directory);
  project.provide('pageRendererRoot', directory);
  return directory;
}

async function setupPglite(project: TestProject) {
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  // Uncompressed: each test file loads it, and unpacking a gzipped dump took 0.5 s a file against 0.3 s.
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'referral-exchange-test-'));
  const file = path.join(directory, 'snapshot.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = `rx_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshot', '');
  return async () => {
    // Test files drop their own databases; sweep any a crashed worker left behind.
    const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'rx_test_${process.pid}_%'`);
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
