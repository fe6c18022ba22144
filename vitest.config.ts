import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_FLAGS, findTestChromium } from './scripts/lib/chromium.ts';
import { shareCompileCache } from './scripts/lib/compile-cache.ts';

shareCompileCache();

const apiTests = ['server/**/*.test.ts'];
const unitOnly = ['server/lib/**/*.test.ts'];
/** Tests that start the server as a process of its own (or npm start, or HAProxy in front of two). */
const processTests = [
  'scripts/start.test.ts',
  'scripts/production-start.test.ts',
  'scripts/one-process-per-data-dir.test.ts',
  'scripts/faults/*.test.ts',
  'scripts/abuse/*.test.ts',
  'scripts/bench/smoke.test.ts',
];
/**
 * With a PostgreSQL server at hand, every API test file runs on it, and these on the embedded
 * database as well: the database layer, the jobs, what every request passes through (the plugins),
 * the claims and the match lifecycle (the marketplace's transactions, locks and claim function),
 * notifications and their live stream, health, the dashboard's one answer, and the rules written
 * both in TypeScript and in SQL. Both are PostgreSQL, so the rest runs the same
 * SQL in the same engine; what differs is the driver (one connection, transactions queued, NOTIFY in
 * process), which these files and the browser suite (every journey on the embedded database)
 * exercise. All of it on both took 275 file-seconds and 178 CPU-seconds on the embedded database,
 * most of a CI run's last minute (docs/decisions/tests.md). Without a server, everything runs on
 * the embedded database.
 */
const embeddedToo = [
  'server/db/**/*.test.ts',
  'server/jobs.test.ts',
  'server/plugins/**/*.test.ts',
  'server/modules/matches/**/*.test.ts',
  'server/modules/notifications/**/*.test.ts',
  'server/modules/health/**/*.test.ts',
  // The dashboard's one answer, held to the calls it replaces (issue 29 asks for it on both).
  'server/modules/dashboard/**/*.test.ts',
  // Rules written twice, in TypeScript and as SQL, compared in each engine.
  'server/**/*-sql.test.ts',
  'server/**/*-sql-twins.test.ts',
];
/** Component tests: rendered in real Chromium (Vitest browser mode), never in Node. */
const componentTests = ['web/src/**/*.browser.test.tsx'];

const apiProject = (name: string, driver: 'pglite' | 'postgres', include: string[] = apiTests): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    exclude: unitOnly,
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/fail-on-console-error.ts'],
    env: { TEST_DB_DRIVER: driver },
    // Files in a worker share its modules: each file builds its own app on its own database, and
    // module state is kept per database (WeakMaps keyed by it), so nothing carries over. Importing
    // the app afresh for each file, and running it cold, doubled the time: 20 files on one worker
    // took 78 s isolated and 40 s shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['contract/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', ...unitOnly],
      exclude: [...componentTests, ...processTests],
      setupFiles: ['server/test/fail-on-console-error.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'process',
      include: processTests,
      globalSetup: ['scripts/test/process-global-setup.ts'],
      setupFiles: ['server/test/fail-on-console-error.ts'],
      environment: 'node',
      // A limit, not a wait: a test's requests to a server process of its own, on a machine whose
      // cores three workers keep busy, once took over Vitest's default 5 s.
      testTimeout: 30_000,
    },
  },
  apiProject('api (embedded PostgreSQL)', 'pglite', process.env.TEST_DATABASE_URL ? embeddedToo : apiTests),
];
// With a PostgreSQL server at hand, the whole API suite runs against it.
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api (PostgreSQL server)', 'postgres'));

// Components render in the system's Chromium, as the browser tests do (scripts/e2e.ts); a browser is never downloaded.
const chromium = findTestChromium();
if (chromium) {
  projects.push({
    plugins: [react(), tailwindcss()],
    // Bundled before the first test runs: a library first met mid-run makes Vite reload the page under a test.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        '@tanstack/react-query',
        '@tanstack/react-query-persist-client',
        '@tanstack/query-async-storage-persister',
        'react-router',
        'react-hot-toast',
        'zod',
        'react-hook-form',
        '@hookform/resolvers/zod',
        '@visx/axis',
        '@visx/group',
        '@visx/scale',
        '@visx/shape',
      ],
    },
    test: {
      name: 'components',
      include: componentTests,
      isolate: false,
      setupFiles: ['web/src/test/browser-setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        // The DOM and the error say what failed; screenshots would land beside the tests.
        screenshotFailures: false,
        provider: playwright({
          launchOptions: {
            executablePath: chromium,
            args: CHROMIUM_FLAGS,
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
} else {
  console.log(
    'Component tests skipped: no Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `chromium`) or set CHROME_PATH.',
  );
}

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    // Three on two cores: the process tests wait on servers they start, the API tests on their
    // database, and a third worker fills those waits. On a quiet machine with warm caches: 223 s on
    // three, 236 s on four; in CI, 380 s on two before, 232-298 s on three (docs/decisions/tests.md).
    maxWorkers: 3,
  },
});
