import type pg from 'pg';
import { StartupError } from '../lib/startup-error.ts';

/** Errors that say the server is not there yet (it may be starting alongside us), as opposed to a wrong setting. */
const NOT_YET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P03']);

/** Host and port of a postgres:// URL, never its user or password. */
function serverAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === '57P03') return 'the server is still starting';
  return (message ?? String(error)).split('\n')[0]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the PostgreSQL server to answer, retrying with growing pauses for up to `waitMs`
 * (containers start in any order). A server that answers but refuses us (wrong password, no such
 * database) is not retried. Either way the failure is one sentence naming DATABASE_URL's host and port.
 */
export async function waitForServer(pool: pg.Pool, databaseUrl: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 2_000)) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      const address = serverAddress(databaseUrl);
      const code = (error as { code?: string }).code ?? '';
      if (!NOT_YET.has(code)) {
        throw new StartupError(`The PostgreSQL server at ${address} (DATABASE_URL) refused the connection: ${reasonOf(error)}.`);
      }
      if (Date.now() + pause > deadline) {
        const seconds = Math.round(waitMs / 1000);
        throw new StartupError(
          `Could not reach the PostgreSQL server at ${address} (DATABASE_URL) within ${seconds} s (${reasonOf(error)}): check that it is running and that DATABASE_URL names the right host and port.`,
        );
      }
      await sleep(pause);
    }
  }
}
