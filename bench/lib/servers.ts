import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

export const waitReady = async (base: string, timeoutMs = 90_000): Promise<void> => {
  for (let i = 0; i < timeoutMs / 100; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not become ready`);
};

/**
 * Node itself (no npx wrapper), so stopping the child stops the server; a `.ts` script runs through
 * the tsx loader, a built `.js` one as it is. With `profileDir` the server writes a V8 CPU profile
 * there when it exits.
 */
export const startNode = (
  script: string,
  env: NodeJS.ProcessEnv,
  profileDir?: string,
  nodeFlags: string[] = [],
): ChildProcess =>
  spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      script,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );

/** SIGTERM and wait for the exit (the engine writes its profile on the way out). */
export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
