import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/services.ts';
import { createWorker } from './worker.ts';

/**
 * Runs a job worker for as long as the server runs (unless `KAMPUS_JOBS=0`): it starts when the
 * server is ready and stops, finishing the job in hand, when it closes, before the database does.
 */
export const attachJobWorker = (app: FastifyInstance, services: Services): void => {
  if (!services.config.jobs) return;
  const worker = createWorker({ db: services.db, pollMs: services.config.jobPollMs, logger: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
