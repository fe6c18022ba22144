import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';

// scripts/e2e.ts chooses the ports, the data directories and the browser, then runs this. The
// visual sweep (e2e/visual) has a server and a data directory of its own, seeded before it runs
// and never touched by the other tests, beside theirs; without E2E_VISUAL_PORT it is left out.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const visualPort = process.env.E2E_VISUAL_PORT ? Number(process.env.E2E_VISUAL_PORT) : null;

function webServer(port: number, dataDir: string) {
  return {
    command: 'node server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
      LOG_LEVEL: 'warn',
      // Every browser test signs in and signs up from 127.0.0.1: the per-address limits would throttle the suite.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_HOUR: '100000',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The visual sweep beside the other tests; each project runs its files one at a time.
  workers: visualPort ? 2 : 1,
  // A failure is a failure: a retry would hide a flaky test instead of making it fixed.
  retries: 0,
  reporter: process.env.CI ? [['line'], ['./e2e/support/failure-summary.ts']] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [webServer(port, process.env.E2E_DATA_DIR ?? 'data-e2e'), ...(visualPort ? [webServer(visualPort, process.env.E2E_VISUAL_DATA_DIR ?? 'data-e2e-visual')] : [])],
  projects: [
    // They switch settings every test sees (paid features): one file at a time.
    { name: 'e2e', testIgnore: /e2e\/visual\//, workers: 1 },
    ...(visualPort
      ? [
          { name: 'visual-seed', testMatch: /e2e\/visual\/seed\.ts$/, workers: 1, use: { baseURL: `http://127.0.0.1:${visualPort}` } },
          {
            name: 'visual',
            testMatch: /e2e\/visual\/.*\.spec\.ts$/,
            dependencies: ['visual-seed'],
            workers: 1,
            // A failure leaves its expected, actual and diff pictures: no trace to record meanwhile.
            use: { baseURL: `http://127.0.0.1:${visualPort}`, trace: 'off' as const },
            snapshotPathTemplate: 'e2e/visual/baselines/{arg}{ext}',
          },
        ]
      : []),
  ],
});
