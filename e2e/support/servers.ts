/**
 * The servers the browser tests run against. Global setup (e2e/support/global-setup.ts) starts the
 * server once on an empty data directory (migrated, catalogue loaded, the development administrator
 * made) and keeps that directory as a template; for the visual sweep it also keeps a copy with the
 * sweep's marketplace seeded. Each Playwright worker then starts a server of its own on a copy of a
 * template, so a test that flips a setting every screen sees (paid features) only flips it for the
 * tests of its own worker, and the workers run side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess } from '#scripts/lib/app-process.ts';
import { freePort } from '#scripts/lib/free-port.ts';

export type Template = 'plain' | 'visual';

export type TestServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** Where global setup leaves each template: E2E_TEMPLATES_DIR, chosen by scripts/e2e.ts. */
export function templateDir(template: Template): string {
  const root = process.env.E2E_TEMPLATES_DIR;
  if (!root) throw new Error('E2E_TEMPLATES_DIR is not set: run the browser tests with `npm run test:e2e`.');
  return path.join(root, template);
}

/**
 * How many ports a server is offered. A port found free is free only until the server binds it,
 * seconds later, after opening its database: in that time another process may take it (a CI run
 * once saw a worker's server exit with EADDRINUSE). The server then exits at once, having done
 * nothing, and is started again on another port; any other failure is the test's to report.
 */
const PORTS_OFFERED = 3;

async function onAFreePort<Started>(start: (port: number) => Promise<Started>): Promise<Started> {
  for (let offered = 1; ; offered += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || offered === PORTS_OFFERED) throw error;
    }
  }
}

/** Starts the server as `npm start` would, on this data directory and a free port, and waits until it answers. */
export async function startServer(dataDir: string): Promise<TestServer> {
  const start = async (port: number) =>
    startAppProcess(
      port,
      {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
        // Every browser test signs in and signs up from 127.0.0.1: the per-address limits would throttle the suite.
        LOGIN_ATTEMPTS_PER_MINUTE: '1000',
        REGISTRATIONS_PER_HOUR: '100000',
        // A test claims 200 codes as one member to fill a dashboard: past any person's claims an hour.
        CLAIMS_PER_HOUR: '100000',
        CLAIMS_PER_DAY: '100000',
      },
      { timeoutMs: 120_000 },
    );
  const app = await onAFreePort(start);
  return {
    url: `http://127.0.0.1:${app.port}`,
    dataDir,
    stop: async () => {
      await app.stop('SIGTERM');
    },
  };
}

/** A copy of a template in a directory of its own, with a server started on it. */
export async function startServerOnCopy(template: Template, name: string): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `referral-exchange-e2e-${name}-`));
  fs.cpSync(templateDir(template), dataDir, { recursive: true });
  const server = await startServer(dataDir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
