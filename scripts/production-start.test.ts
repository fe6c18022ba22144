import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, freePort, startAppProcess } from './lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = migratedDataDir('production');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startAndExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/main.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('production on a database first started in development', () => {
  it('refuses to start while the development administrator password works, and starts once ADMIN_PASSWORD replaces it', async () => {
    const development = await startAppProcess(await freePort(), { NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(await development.stop('SIGTERM')).toBe(0);

    const noMail = await startAndExit({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(noMail.code).toBe(1);
    expect(noMail.output).toContain('SMTP_URL must be set in production, so that password-reset and verification e-mails reach people');

    const refused = await startAndExit({ NODE_ENV: 'production', SMTP_URL: 'log', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'The administrator "admin" still has the development password, so production will not start: set ADMIN_USERNAME=admin and ADMIN_PASSWORD to a new password of at least 8 characters, and start again.\n',
    );

    const fixed = await startAppProcess(await freePort(), {
      NODE_ENV: 'production',
      SMTP_URL: 'log',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'a-production-password',
    });
    expect((await call(fixed.api, 'POST', '/admin/login', { body: { username: 'admin', password: 'admin12345' } })).status).toBe(401);
    expect((await call(fixed.api, 'POST', '/admin/login', { body: { username: 'admin', password: 'a-production-password' } })).status).toBe(200);
    expect(await fixed.stop('SIGTERM')).toBe(0);
  }, 180_000);
});
