import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** A data directory of its own for a process test, copied from the migrated one (scripts/test/process-global-setup.ts). */
export function migratedDataDir(name: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `referral-exchange-${name}-`));
  fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  return dataDir;
}
