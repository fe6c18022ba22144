import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';

/** Where the benchmark's marketplace lives: a database of its own on a PostgreSQL server, or an embedded one. */
export type BenchDatabase = {
  driver: 'postgres' | 'pglite';
  /** Said in the report: which database the run used. */
  description: string;
  /** The database's name on the PostgreSQL server (null for the embedded one, which runs inside the app). */
  name: string | null;
  /** What the app process is given to find it (DATABASE_URL or DATA_DIR). */
  serverEnv: Record<string, string>;
  open: () => Promise<Database>;
  /** Drops the database (or removes the directory) unless asked to keep it; answers what was kept, if anything. */
  dispose: (keep: boolean) => Promise<string | null>;
};

/** Plain SQL on one connection, so temporary tables and settings last from one statement to the next. */
export type Session = {
  exec: (text: string) => Promise<void>;
  rows: <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
  release: () => void;
};

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server DATABASE_URL names (whatever that database holds is never touched),
 * or a temporary data directory for the embedded database.
 */
export async function provisionDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const stamp = `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(3).toString('hex')}`;
  if (databaseUrl) {
    const name = `bench_${stamp}`;
    await onServer(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = withDatabaseName(databaseUrl, name);
    return {
      driver: 'postgres',
      description: `PostgreSQL, database ${name}`,
      name,
      serverEnv: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
      dispose: async (keep) => {
        if (keep) return url;
        await onServer(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        return null;
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `referral-exchange-bench-${stamp}-`));
  return {
    driver: 'pglite',
    description: `embedded PostgreSQL (PGlite) in ${dataDir}`,
    name: null,
    serverEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async (keep) => {
      if (keep) return dataDir;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return null;
    },
  };
}

/** A database an earlier run kept, measured as it is: never seeded again, never dropped. */
export function keptDatabase(url: string): BenchDatabase {
  const name = new URL(url).pathname.slice(1);
  return {
    driver: 'postgres',
    description: `PostgreSQL, kept database ${name}`,
    name,
    serverEnv: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
    dispose: async () => null,
  };
}

/** One connection of the database, held until released. */
export async function openSession(database: Database): Promise<Session> {
  if (database.driver === 'pglite') {
    const client = database.client as PGlite;
    return {
      exec: async (text) => {
        await client.exec(text);
      },
      rows: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
      release: () => {},
    };
  }
  const connection = await (database.client as pg.Pool).connect();
  return {
    exec: async (text) => {
      await connection.query(text);
    },
    rows: async <Row>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as Row[],
    release: () => connection.release(),
  };
}
