/**
 * Before the process tests: the server started once on an empty data directory (in production
 * mode, so no administrator is made) and stopped, leaving it migrated with the catalogue loaded.
 * A test that does not test the first start copies it (`migratedDataDir`), and its server starts
 * in a few seconds instead of migrating an empty directory (about fifteen on this machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startAppProcess } from '#scripts/lib/app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the server has migrated and loaded the catalogue into. */
    migratedDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-migrated-'));
  const app = await startAppProcess(await freePort(), { NODE_ENV: 'production', SMTP_URL: 'log', DATA_DIR: dataDir }, { timeoutMs: 120_000 });
  await app.stop('SIGTERM');
  project.provide('migratedDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
