import { statfsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Each server of the suite starts from a copy of its template's data directory (on PGlite, a 62 MB
 * database) and removes it when it closes: on the disk that was 1.0 s to copy and 0.8 s to remove a
 * server, on a memory file system 0.2 s and 0.1 s, over about 180 servers a run. So the temporary
 * directories go to /dev/shm where it has room for the templates and two workers' copies (a
 * container's small default of 64 MB would not), unless TMPDIR says where.
 */
const ROOM_NEEDED = 4 * 1024 ** 3;
const memoryHasRoom = (): boolean => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= ROOM_NEEDED;
  } catch {
    return false;
  }
};
if (!process.env.TMPDIR && memoryHasRoom()) process.env.TMPDIR = '/dev/shm';

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
    // The LTI test tool's library (test/support/lti-tool.ts) ships two ES module imports without
    // their `.js` (dynamic registration's schemas), which Node's loader refuses; transformed by
    // Vite, whose resolver finds them, it loads.
    server: { deps: { inline: ['@lti-tool/core'] } },
    // Each run boots one template per seeding and copies it for every server (test/support/boot-template.ts).
    globalSetup: ['test/templates-global.ts'],
  },
});
