import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Lifecycle } from '../core/lifecycle.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  lifecycle: Lifecycle;
  /** Seconds the node still accepts connections with `/ready` at 503, so the balancer's checks see it. */
  drainSeconds: number;
  /** Seconds from the signal to the exit, whatever is still running then. */
  shutdownSeconds: number;
  exit?: (code: number) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The graceful stop a signal starts: `/ready` turns 503 at once and the job worker claims nothing
 * new; after the drain the server stops listening, answers the requests in flight, closes its pool
 * and exits 0. Should that outlast `shutdownSeconds`, it exits 1 anyway: a job still in hand then
 * rolls back with its connection and is pending again for another node. `/health` keeps answering
 * 200 on open connections until the end (Fastify's `return503OnClosing` is off).
 */
export const gracefulShutdown = (options: ShutdownOptions): ((signal: string) => Promise<void>) => {
  const { app, database, lifecycle } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    const since = performance.now();
    const deadline = setTimeout(() => {
      app.log.error(
        { signal, seconds: options.shutdownSeconds },
        'shutdown deadline passed, exiting with work in flight',
      );
      exit(1);
    }, options.shutdownSeconds * 1000);
    deadline.unref();
    app.log.info({ signal, drainSeconds: options.drainSeconds }, 'draining: /ready answers 503');
    try {
      await lifecycle.drain();
      await wait(options.drainSeconds * 1000);
      await app.close();
      await database.close();
    } catch (error) {
      // PGlite's WebAssembly runtime rejects its close with its exit status; stopping is the goal.
      app.log.debug({ error }, 'while stopping');
    }
    app.log.info({ signal, ms: Math.round(performance.now() - since) }, 'stopped');
    clearTimeout(deadline);
    exit(0);
  };
};
