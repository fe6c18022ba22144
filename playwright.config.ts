import { defineConfig, devices } from '@playwright/test';
import type { Template } from './e2e/support/servers.ts';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';
import { shareCompileCache } from './scripts/lib/compile-cache.ts';

shareCompileCache();

// scripts/e2e.ts builds the web app, chooses the browser and a directory for the data templates,
// then runs this. Global setup makes the templates; each worker starts its own server on a copy of
// one (e2e/support/servers.ts), so the workers run side by side. The visual sweep (e2e/visual) runs
// on the seeded template, one screen per test, spread over the workers with the other tests;
// without E2E_VISUAL it is left out.
const visual = process.env.E2E_VISUAL === '1';

export default defineConfig<{ dataTemplate: Template }>({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // A file's tests run in order on one worker (a journey's steps build on each other); files run side by side.
  fullyParallel: false,
  // Three on two cores: a worker waits on its server, its browser and animations settling, and a third
  // fills those waits. The whole suite took 466 s and 845 CPU-s on two workers, 359 s and 688 CPU-s
  // on three, 373 s on four (docs/decisions/tests.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A failure is a failure: a retry would hide a flaky test instead of making it fixed.
  retries: 0,
  reporter: process.env.CI ? [['line'], ['./e2e/support/failure-summary.ts']] : 'list',
  // Both cores are busy with three workers' browsers and servers, and sign-ups hash passwords slowly
  // on purpose: a journey that signs two people up once took over 30 s. A limit, not a wait.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // No trace unless asked for (`npm run test:e2e -- --trace retain-on-failure`): recording one for
    // every test, to keep the failed ones', cost six journey files 85 s and 162 CPU-s against 60 s
    // and 113 without, and a CI run's log is all anyone reads of it. A failure keeps its picture.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // The journeys run as a person who prefers reduced motion: no screen's behaviour waits on an
    // animation, and each enter, fade and transition drawn costs the browser's compositor CPU. Six
    // journey files took 186 CPU-s and 97 s with motion, 147 CPU-s and 79 s without. The landing
    // spec (its scrolling demo) and the visual sweep keep the default, motion allowed.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'e2e', testIgnore: /e2e\/visual\// },
    ...(visual
      ? [
          {
            name: 'visual',
            testMatch: /e2e\/visual\/.*\.spec\.ts$/,
            // Each screen is a test of its own, on whichever worker is free.
            fullyParallel: true,
            // A failure leaves its expected, actual and diff pictures: no trace to record meanwhile.
            use: { dataTemplate: 'visual' as const, trace: 'off' as const, reducedMotion: 'no-preference' as const },
            snapshotPathTemplate: 'e2e/visual/baselines/{arg}{ext}',
          },
        ]
      : []),
  ],
});
