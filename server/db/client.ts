import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service is handed: the database itself or the transaction it runs inside. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The raw client, for the few things Drizzle does not wrap (LISTEN/NOTIFY, dumps). */
  client: PGlite | pg.Pool;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** Extensions the migrations create (pg_trgm: admin user search); every embedded database loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** An embedded PostgreSQL with the extensions the schema needs. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

/** Closing twice is harmless: shutdown paths and test teardown may both ask. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not bring the process down.
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      client: pool,
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    const directory = path.join(options.dataDir, 'pgdata');
    await fs.mkdir(directory, { recursive: true });
    client = await createPglite({ dataDir: directory });
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    client,
    close: once(() => client.close()),
  };
}

/** Runs raw SQL and answers its rows, the same on both drivers. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
