import { defineConfig } from 'vitest/config';

/**
 * The integration suite runs twice, on each database Repertoire supports (docs/architecture.md#two-databases):
 * embedded PGlite (in memory, one per test file) and a PostgreSQL server (one fresh database
 * per test file, created and dropped by test/support/database.ts).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, across both projects.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          env: { TEST_DATABASE: 'pglite' },
          // An embedded database cannot go away while its process lives: outages concern PostgreSQL only. Nor can it be
          // shared with the thread jobs run in on PostgreSQL.
          exclude: ['test/database-outage.test.ts', 'test/job-thread.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          env: { TEST_DATABASE: 'postgres' },
          // The server process runs on its own embedded database whichever the suite uses: once is enough.
          exclude: ['test/server-process.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
