import pg from 'pg';

/** Runs one statement as the server's administrator (creating or dropping a whole database cannot run in a transaction). */
async function asAdministrator(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database named `name` on the PostgreSQL server at `baseUrl`, for one fault test; answers its address. */
export async function createScratchDatabase(baseUrl: string, name: string): Promise<URL> {
  await asAdministrator(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url;
}

/** Drops it again, whoever is still connected. */
export function dropScratchDatabase(baseUrl: string, name: string): Promise<void> {
  return asAdministrator(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
