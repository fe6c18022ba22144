import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';

// scripts/e2e.ts chooses the port, the data directory and the browser, then runs this.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // A failure is a failure: a retry would hide a flaky test instead of making it fixed.
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
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
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
      LOG_LEVEL: 'warn',
      // Every browser test signs in and signs up from 127.0.0.1: the per-address limits would throttle the suite.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_HOUR: '100000',
    },
  },
});
