import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { serverDir } from '../../src/paths.ts';

/** A free TCP port on loopback (asked of the system, then released). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface NodeProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts a real server process from the sources (`src/main.ts` through tsx), as `npm run dev`
 * would, and waits until its `/ready` answers 200. The test runner's loader is not inherited.
 */
export const startNode = async (env: Record<string, string>, port?: number): Promise<NodeProcess> => {
  const chosen = port ?? (await freePort());
  const inherited = { ...process.env };
  delete inherited.NODE_OPTIONS;
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // The local stand-ins (SMS gateway, store, BigBlueButton) listen on loopback, which the
    // outbound guard refuses unless allowed, as the harness allows them (harness.ts).
    env: {
      ...inherited,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      KAMPUS_OUTBOUND_ALLOW: '127.0.0.1,::1,localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${chosen}`;
  const node: NodeProcess = { child, port: chosen, url, output: () => chunks.join(''), exited };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${node.output()}`);
    const ready = await fetch(`${url}/ready`).catch(() => undefined);
    if (ready?.ok) return node;
    if (i > 1200) throw new Error(`server never became ready: ${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
