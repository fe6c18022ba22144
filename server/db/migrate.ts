import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';
import { routinesSql } from './routines.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 7_261_544_001;

/** Applies the migrations, then (re)creates the functions written from the server's rules (routines.ts). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client as PGlite), { migrationsFolder });
    for (const routine of routinesSql()) await (database.client as PGlite).exec(routine);
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one connection.
  const connection = await (database.client as pg.Pool).connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), { migrationsFolder });
    // Under the same lock: two processes replacing one function at once could collide.
    for (const routine of routinesSql()) await connection.query(routine);
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
