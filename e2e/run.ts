/**
 * The suite's global setup: builds the web app if needed, starts one real server (one per group
 * of files with KAMPUS_E2E_SHARDS) with a fresh data directory and the demo data, runs the spec files with Node's test runner (TAP, so the
 * closing "# pass N" / "# fail N" lines are there for CI), and stops the server at the end,
 * on failure and on Ctrl-C too.
 *
 *   npm run test:e2e --workspace e2e            all specs
 *   npm run test:e2e --workspace e2e -- login   the specs whose file name contains "login"
 *   KAMPUS_E2E_SHARDS=2 npm run test:e2e        two groups of files side by side, a server each
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, prepareTemplate, ROOT, startServer, type RunningServer } from './support/server.ts';

const specsDir = join(ROOT, 'e2e', 'specs');
const wanted = process.argv.slice(2);
const specs = readdirSync(specsDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((part) => name.includes(part)))
  .sort()
  .map((name) => join('e2e', 'specs', name));

if (specs.length === 0) {
  console.error(`# e2e: no spec file matches ${wanted.join(', ')}`);
  process.exit(1);
}

// Screenshots and the server log of the last run only.
rmSync(ARTIFACTS, { recursive: true, force: true });

const started = performance.now();
/**
 * Shards: spec files run in N groups side by side, each group one file at a time against a server
 * of its own (a spec never shares data with a spec running at the same moment). Files are dealt
 * to the groups longest first by their size, the least loaded group taking the next.
 */
const SHARDS = Math.max(1, Math.min(specs.length, Number(process.env.KAMPUS_E2E_SHARDS ?? 1) || 1));
const groups: string[][] = Array.from({ length: SHARDS }, () => []);
const loads = new Array<number>(SHARDS).fill(0);
for (const spec of [...specs].sort((a, b) => statSync(join(ROOT, b)).size - statSync(join(ROOT, a)).size)) {
  const least = loads.indexOf(Math.min(...loads));
  groups[least]?.push(spec);
  loads[least] = (loads[least] ?? 0) + statSync(join(ROOT, spec)).size;
}
// Within a group, files keep the suite's name order: each file then follows a subset of the files
// it followed when the suite ran as one group, never a file it did not.
for (const group of groups) group.sort();
const servers: RunningServer[] = [];
let exitCode = 1;
let removeTemplate = (): void => undefined;

const stopAndExit = async (code: number) => {
  await Promise.all(servers.map((server) => server.stop()));
  removeTemplate();
  printSlowest(25);
  console.log(`# e2e: ${specs.length} spec files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code);
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAndExit(130));
}

/** Each test's time, read from the groups' TAP, for the run's closing list of the slowest. */
const timings: { name: string; ms: number }[] = [];
const TAP_TEST = /^(?:not )?ok \d+ - (.+)$/;
const TAP_DURATION = /^\s+duration_ms: ([\d.]+)$/;
const collectTimings = (tap: string): void => {
  let name: string | null = null;
  for (const line of tap.split('\n')) {
    const test = TAP_TEST.exec(line);
    if (test) name = test[1] ?? null;
    const duration = TAP_DURATION.exec(line);
    if (duration && name !== null) {
      timings.push({ name, ms: Number(duration[1]) });
      name = null;
    }
  }
};

/**
 * The slowest tests of the run, last in the log where CI's tail shows them: where the suite's time
 * goes, for whoever shortens it next.
 */
const printSlowest = (count: number): void => {
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return;
  const total = timings.reduce((sum, entry) => sum + entry.ms, 0);
  console.log(
    `# e2e: ${timings.length} tests took ${(total / 1000).toFixed(0)} s in all; the ${slowest.length} slowest:`,
  );
  for (const { name, ms } of slowest) console.log(`#   ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
};

/** Runs one group's files with Node's test runner; with one group its TAP goes straight out. */
const runGroup = async (files: string[], server: RunningServer, index: number): Promise<number> => {
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-concurrency=1', ...files],
    {
      cwd: ROOT,
      // The TAP is read for the closing list of the slowest tests; one group's still goes out as it comes.
      stdio: ['ignore', 'pipe', SHARDS === 1 ? 'inherit' : 'pipe'],
      env: { ...process.env, KAMPUS_E2E_URL: server.baseUrl },
    },
  );
  // Side by side, each group's TAP is printed whole when it ends, so no two reports interleave.
  const output: Buffer[] = [];
  const tap: Buffer[] = [];
  runner.stdout?.on('data', (chunk: Buffer) => {
    tap.push(chunk);
    if (SHARDS === 1) process.stdout.write(chunk);
    else output.push(chunk);
  });
  runner.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number>((done) =>
    runner.once('exit', (exit, signal) => done(exit ?? (signal ? 1 : 0))),
  );
  collectTimings(Buffer.concat(tap).toString('utf8'));
  if (SHARDS > 1) {
    console.log(`# e2e: group ${index + 1} of ${SHARDS} (${files.length} files) ended with ${code}`);
    process.stdout.write(Buffer.concat(output));
  }
  return code;
};

try {
  // Every server of the run (the groups', and the specs' own) starts from one seeded copy.
  removeTemplate = await prepareTemplate();
  servers.push(...(await Promise.all(groups.map(() => startServer()))));
  console.log(
    `# e2e: ${SHARDS} server(s) ready at ${servers.map((server) => server.baseUrl).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const codes = await Promise.all(
    groups.map((files, index) => runGroup(files, servers[index] as RunningServer, index)),
  );
  exitCode = codes.find((code) => code !== 0) ?? 0;
} catch (error) {
  console.error(`# e2e: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
await stopAndExit(exitCode);
