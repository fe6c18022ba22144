import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/startup-error.ts';

/** Who holds an embedded database: written into its lock file, read by whoever finds it held. */
type LockHolder = { pid: number; name: string; started_at: string };

export type DataDirLock = { file: string; release: () => void };

const LOCK_FILE = 'database.lock';
/** A take-over marker older than this was left by a process that died mid-way. */
const TAKEOVER_MARKER_STALE_MS = 5_000;
const ATTEMPTS = 50;

/** Whether a process with this id is running on this machine (EPERM: running, as another user). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, name: String(parsed.name ?? 'another process'), started_at: String(parsed.started_at ?? '') };
  } catch {
    // Missing, or half written by a process killed while writing it: nobody holds it.
    return null;
  }
}

function sameHolder(a: LockHolder | null, b: LockHolder | null): boolean {
  return a?.pid === b?.pid && a?.started_at === b?.started_at;
}

function inUseMessage(dataDir: string, holder: LockHolder): string {
  const since = holder.started_at ? `, since ${holder.started_at}` : '';
  return (
    `The embedded database in ${dataDir} is in use by ${holder.name} (process ${holder.pid}${since}): ` +
    'stop that process first, or set DATABASE_URL to a PostgreSQL server that several processes can share.'
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Makes this process the only one using the embedded database in `dataDir`: PGlite is a single
 * process's database, and a second process writing the same files corrupts it. The lock file names
 * its holder; a holder that is no longer running (killed, or the machine restarted) is stale and
 * taken over. Taking over goes through a marker file created exclusively, so two processes finding
 * the same stale lock cannot both take it.
 */
export function lockDataDir(dataDir: string, name: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, name, started_at: new Date().toISOString() };
  const mine = JSON.stringify(me);
  const release = () => {
    if (sameHolder(readHolder(file), me)) fs.rmSync(file, { force: true });
  };

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (createExclusively(file, mine)) return { file, release };
    const holder = readHolder(file);
    if (holder && isRunning(holder.pid)) throw new StartupError(inUseMessage(dataDir, holder));
    if (takeOver(file, holder, mine)) return { file, release };
    sleep(20);
  }
  const holder = readHolder(file);
  throw new StartupError(holder ? inUseMessage(dataDir, holder) : `The embedded database in ${dataDir} could not be locked for this process; try again.`);
}

/**
 * Creates the lock with its whole content at once (a hard link to a file already written), so
 * nobody can read it empty and take it for a stale one; false when it exists.
 */
function createExclusively(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, content);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Replaces a stale lock with ours, unless another process is doing the same or has done it. */
function takeOver(file: string, stale: LockHolder | null, mine: string): boolean {
  const marker = `${file}.takeover`;
  try {
    fs.writeFileSync(marker, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_MARKER_STALE_MS) fs.rmSync(marker, { force: true });
    return false;
  }
  try {
    // Under the marker: the lock is still the stale one we saw, so nobody took it meanwhile.
    if (!sameHolder(readHolder(file), stale)) return false;
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, mine);
    fs.renameSync(temporary, file);
    return true;
  } finally {
    fs.rmSync(marker, { force: true });
  }
}
