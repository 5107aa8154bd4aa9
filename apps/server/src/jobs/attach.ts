import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/services.ts';
import { createWorker } from './worker.ts';

/**
 * Runs a job worker for as long as the server runs (unless `KAMPUS_JOBS=0`): it starts when the
 * server is ready and stops, finishing the job in hand, when the node drains or closes, before the database does.
 */
export const attachJobWorker = (app: FastifyInstance, services: Services): void => {
  if (!services.config.jobs) return;
  const worker = createWorker({ db: services.db, pollMs: services.config.jobPollMs, logger: app.log });
  app.addHook('onReady', async () => worker.start());
  // A draining node claims no new job; the one in hand finishes (or, past the deadline, its
  // transaction rolls back when the process exits and the job is pending again for another node).
  services.lifecycle.onDrain(() => worker.stop());
  app.addHook('onClose', async () => worker.stop());
};
