import { defineConfig } from 'vitest/config';

// Two files at a time (KAMPUS_TEST_WORKERS to change it): on PGlite each file gets its own
// embedded database; on PostgreSQL each worker its own database (test/worker-database.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.int.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Number(process.env.KAMPUS_TEST_WORKERS ?? 2),
    setupFiles: ['test/worker-database.ts'],
  },
});
