import { defineConfig } from 'vitest/config';

// On PGlite two files at a time, each with its own embedded database. On PostgreSQL one at a
// time by default: the two-node files (cache, payments, notifications) assert that a change on one
// node is seen on the other "at once", which a second file's load on two cores can delay.
// KAMPUS_TEST_WORKERS=2 runs PostgreSQL files two at a time too, each worker on its own database
// (test/worker-database.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.int.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Number(process.env.KAMPUS_TEST_WORKERS ?? (process.env.TEST_DATABASE_URL ? 1 : 2)),
    setupFiles: ['test/worker-database.ts'],
    // Each run boots one template per seeding and copies it for every server (test/support/boot-template.ts).
    globalSetup: ['test/templates-global.ts'],
  },
});
