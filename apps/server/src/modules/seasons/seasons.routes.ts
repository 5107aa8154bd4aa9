import type { FastifyInstance } from 'fastify';
import { runCommand } from '../../core/commands.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { copyData } from './copy-data.operation.ts';

/** The seasons module's own endpoint: copying season data (api-contract section 2). */
export const registerSeasonRoutes = (app: FastifyInstance, services: Services): void => {
  app.post('/api/seasons/copy_data', async (request, reply) => {
    const ctx = await requestContext(services, request);
    return runCommand(services.db, ctx, request, reply, async (tx) => ({
      status: 200,
      body: await copyData(tx, ctx, request.body),
    }));
  });
};
