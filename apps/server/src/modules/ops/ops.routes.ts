import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { pendingMigrations } from '../../db/migrate.ts';
import type { Services } from '../../http/services.ts';

/** /health (process up), /ready (database reachable, migrations applied), /version.json. */
export const registerOpsRoutes = (app: FastifyInstance, services: Services): void => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      await services.db.execute(sql`select 1`);
      const pending = await pendingMigrations(services.db);
      if (pending > 0) return reply.status(503).send({ status: 'migrating', pending });
      return { status: 'ready', database: services.driver };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
  app.get('/version.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      version: services.config.version,
      builtAt: services.startedAt.toISOString(),
    }),
  );
};
