import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';
import { waitForServer } from './wait-for-server.ts';

type Schema = typeof schema;
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
  /** `waitSeconds`: how long to keep trying a server that does not answer yet (default 30). */
  | { databaseUrl: string; poolSize?: number; waitSeconds?: number }
  /** `holder`: what this process is, for the sentence another process sees while it holds the database. */
  | { dataDir: string; holder?: string }
  | { pglite: PGlite };

/** Extensions the migrations create (pg_trgm: admin user search); every embedded database loads them. */
const PGLITE_EXTENSIONS = { pg_trgm };

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * bytea goes in as its own bytes and comes out through Node's hex codec. PGlite's default writes a
 * string per byte (`Array.from(bytes).map(...)`) on the event loop: storing one 2 MB screenshot took
 * about 2 s and 400 MB of garbage there while every other request waited. A parameter that is an
 * ArrayBuffer view is bound in PostgreSQL's binary format, which for bytea is the bytes themselves
 * (as node-postgres sends a Buffer), so nothing is converted at all.
 */
const BYTEA_AS_BYTES = {
  serializers: { [BYTEA]: (value: Uint8Array) => value as unknown as string },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** An embedded PostgreSQL with the extensions the schema needs. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...BYTEA_AS_BYTES, ...options, extensions: PGLITE_EXTENSIONS });
}

/** Closing twice is harmless: shutdown paths and test teardown may both ask. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // No JIT: our statements are short, and at a million matches the planner's estimates for a few
    // (the rotation's counts ahead) passed jit_above_cost, so each run compiled for 70-150 ms to run in
    // under 2 (docs/performance.md, "No JIT"). A startup option, so it holds from the first query.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: '-c jit=off' });
    // An idle client that loses its server must not bring the process down.
    pool.on('error', () => {});
    // Nor may one a request holds (a transaction): its query fails, the pool drops it on release, and
    // without a listener of its own its 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    try {
      await waitForServer(pool, options.databaseUrl, (options.waitSeconds ?? 30) * 1000);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      client: pool,
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  let release = () => {};
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    // Before touching a file: a second process on the same files would corrupt them.
    const lock = lockDataDir(options.dataDir, options.holder ?? describeThisProcess());
    release = lock.release;
    process.once('exit', release);
    try {
      const directory = path.join(options.dataDir, 'pgdata');
      await fs.mkdir(directory, { recursive: true });
      client = await createPglite({ dataDir: directory });
    } catch (error) {
      release();
      throw error;
    }
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    client,
    close: once(async () => {
      try {
        await client.close();
      } finally {
        release();
        process.removeListener('exit', release);
      }
    }),
  };
}

/** "npm run db:seed" rather than a path to a script, for the sentence another process shows. */
export function describeThisProcess(otherwise = path.basename(process.argv[1] ?? 'another process')): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === 'start' ? 'npm start' : `npm run ${script}`;
  return otherwise;
}

/** Runs raw SQL and answers its rows, the same on both drivers. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
