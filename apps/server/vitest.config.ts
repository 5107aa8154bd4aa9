import { defineConfig } from 'vitest/config';

// Files share one PostgreSQL database when TEST_DATABASE_URL is set, so they run one at a time;
// on PGlite each file gets its own embedded database.
export default defineConfig({
  test: {
    include: ['test/**/*.int.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
