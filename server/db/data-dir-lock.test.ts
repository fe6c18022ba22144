import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../lib/startup-error.ts';
import { lockDataDir } from './data-dir-lock.ts';

const made: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-lock-'));
  made.push(dir);
  return dir;
}
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The id of a process that has ended: what a killed holder leaves in its lock. */
function endedPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

function writeLock(dir: string, holder: unknown): void {
  fs.writeFileSync(path.join(dir, 'database.lock'), typeof holder === 'string' ? holder : JSON.stringify(holder));
}

describe('the embedded database lock', () => {
  it('is refused while a running process holds it, naming that process and what to do', () => {
    const dir = dataDir();
    // The test runner's parent is running, as a server holding the directory would be.
    writeLock(dir, { pid: process.ppid, name: 'npm start', started_at: '2026-11-25T10:00:00.000Z' });
    expect(() => lockDataDir(dir, 'npm run db:seed')).toThrow(StartupError);
    expect(() => lockDataDir(dir, 'npm run db:seed')).toThrow(
      `The embedded database in ${dir} is in use by npm start (process ${process.ppid}, since 2026-11-25T10:00:00.000Z): stop that process first, or set DATABASE_URL to a PostgreSQL server that several processes can share.`,
    );
  });

  it('takes over a lock left by a process that is no longer running', () => {
    const dir = dataDir();
    writeLock(dir, { pid: endedPid(), name: 'npm start', started_at: '2026-11-25T10:00:00.000Z' });
    const lock = lockDataDir(dir, 'npm run db:seed');
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, name: 'npm run db:seed' });
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock whose file was left half written', () => {
    const dir = dataDir();
    writeLock(dir, '{"pid": 12');
    const lock = lockDataDir(dir, 'the server');
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('releases only its own lock', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir, 'the server');
    writeLock(dir, { pid: process.ppid, name: 'npm start', started_at: 'later' });
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(true);
  });
});
