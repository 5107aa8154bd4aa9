/**
 * The suite's global setup: builds the web app if needed, starts one real server with a fresh
 * data directory and the demo data, runs the spec files with Node's test runner (TAP, so the
 * closing "# pass N" / "# fail N" lines are there for CI), and stops the server at the end,
 * on failure and on Ctrl-C too.
 *
 *   npm run test:e2e --workspace e2e            all specs
 *   npm run test:e2e --workspace e2e -- login   the specs whose file name contains "login"
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, startServer, type RunningServer } from './support/server.ts';

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
let server: RunningServer | undefined;
let exitCode = 1;

const stopAndExit = async (code: number) => {
  await server?.stop();
  console.log(`# e2e: ${specs.length} spec files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code);
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAndExit(130));
}

try {
  server = await startServer();
  console.log(`# e2e: server ready at ${server.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-concurrency=1', ...specs],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, KAMPUS_E2E_URL: server.baseUrl } },
  );
  exitCode = await new Promise<number>((done) => runner.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`# e2e: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
await stopAndExit(exitCode);
