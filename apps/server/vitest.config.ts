import { defineConfig } from 'vitest/config';

// Two files at a time: on PGlite each with its own embedded database, on PostgreSQL each worker on
// its own database of the same server (test/worker-database.ts). The two-node files read node B
// until it has heard a change (`soon` in test/harness.ts) rather than on its very next request,
// which a second file's load on two cores could delay. KAMPUS_TEST_WORKERS=1 runs one at a time.
// On PostgreSQL (TEST_DATABASE_URL) only the files that talk to a database run: the unit specs
// beside the source (`src/**/*.spec.ts`: the timetable solver's property test, parsers, pure rules)
// touch none, already ran on PGlite in the same CI run, and would give the same answer again.
const onPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

export default defineConfig({
  test: {
    include: onPostgres ? ['test/**/*.int.spec.ts'] : ['test/**/*.int.spec.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    // Above the 300 s a file may wait for another worker's boot template (test/support/boot-template.ts).
    hookTimeout: 360_000,
    pool: 'forks',
    // Files of one worker share its module graph: each file starts its own server (its own
    // database, config and caches), and loading the server's modules once per worker instead of
    // once per file took a third of the suite's time (8 files: 174 s isolated, 109 s shared).
    isolate: false,
    maxWorkers: Number(process.env.KAMPUS_TEST_WORKERS ?? 2),
    setupFiles: ['test/worker-database.ts', 'test/every-matcher.ts'],
    // Each run boots one template per seeding and copies it for every server (test/support/boot-template.ts).
    globalSetup: ['test/templates-global.ts'],
  },
});
