import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, freePort, startAppProcess, type AppProcess } from './lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = migratedDataDir('one-process');
const running: AppProcess[] = [];

afterAll(async () => {
  for (const app of running) await app.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a command as `npm run <script>` would, and answers its exit code and what it printed. */
function run(args: string[], env: Record<string, string>, npmScript: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', npm_lifecycle_event: npmScript, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const IN_USE = new RegExp(
  `^The embedded database in ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by npm start \\(process \\d+, since [^)]+\\): stop that process first, or set DATABASE_URL to a PostgreSQL server that several processes can share\\.\\n$`,
);

describe('one process per embedded database', () => {
  it('stops the seed and a second server before they touch a data directory a server holds', async () => {
    const env = { NODE_ENV: 'development', DATA_DIR: dataDir };
    const first = await startAppProcess(await freePort(), { ...env, npm_lifecycle_event: 'start' });
    running.push(first);
    const person = { email: 'kept@example.com', username: 'kept', password: 'secret-password' };
    expect((await call(first.api, 'POST', '/auth/register', { body: person })).status).toBe(201);

    const seed = await run(['scripts/seed.ts', '--demo'], env, 'db:seed');
    expect(seed.code).toBe(1);
    expect(seed.output).toMatch(IN_USE);

    const second = await run(['server/main.ts'], { ...env, PORT: String(await freePort()) }, 'start');
    expect(second.code).toBe(1);
    expect(second.output).toMatch(IN_USE);

    // The first server's data are intact, and the seed added nobody behind its back.
    const signedIn = await call<{ user: { email: string } }>(first.api, 'POST', '/auth/login', { body: { email: person.email, password: person.password } });
    expect(signedIn.status).toBe(200);
    expect((await call(first.api, 'POST', '/auth/login', { body: { email: 'amelia@demo.example.com', password: 'demo-password' } })).status).toBe(401);

    // Once it has stopped, the seed runs.
    expect(await first.stop('SIGTERM')).toBe(0);
    const afterwards = await run(['scripts/seed.ts', '--demo'], env, 'db:seed');
    expect(afterwards.output).toContain('Added 8 demo people');
    expect(afterwards.code).toBe(0);
  }, 180_000);

  it('takes over the data directory of a server that was killed', async () => {
    const killed = await startAppProcess(await freePort(), { NODE_ENV: 'development', DATA_DIR: dataDir });
    running.push(killed);
    await killed.stop('SIGKILL');
    const migrated = await run(['scripts/migrate.ts'], { DATA_DIR: dataDir }, 'db:migrate');
    expect(migrated.output).toContain('Database is up to date.');
    expect(migrated.code).toBe(0);
  }, 120_000);
});

describe('an unreachable PostgreSQL server', () => {
  it('is retried for DATABASE_WAIT_SECONDS, then named in one sentence without the password', async () => {
    const closedPort = await freePort();
    const started = await run(
      ['server/main.ts'],
      { DATABASE_URL: `postgres://someone:hunter2-secret@127.0.0.1:${closedPort}/referrals`, DATABASE_WAIT_SECONDS: '1', PORT: String(await freePort()) },
      'start',
    );
    expect(started.code).toBe(1);
    expect(started.output).toBe(
      `Could not reach the PostgreSQL server at 127.0.0.1:${closedPort} (DATABASE_URL) within 1 s (connection refused): check that it is running and that DATABASE_URL names the right host and port.\n`,
    );
    expect(started.output).not.toContain('hunter2');
  }, 60_000);
});
