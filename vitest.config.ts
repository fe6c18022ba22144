import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['server/**/*.test.ts'];
const unitOnly = ['server/lib/**/*.test.ts'];

const apiProject = (name: string, driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: apiTests,
    exclude: unitOnly,
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/fail-on-console-error.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['contract/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', ...unitOnly],
      setupFiles: ['server/test/fail-on-console-error.ts'],
      environment: 'node',
    },
  },
  apiProject('api (embedded PostgreSQL)', 'pglite'),
];
// With a PostgreSQL server at hand, the same API suite runs against it too.
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api (PostgreSQL server)', 'postgres'));

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
  },
});
