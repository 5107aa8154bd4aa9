import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../core/problem.ts';
import { pageViews } from '../../db/internal-tables.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';

/** POST /{lang}/page-views {path, title}: the page-view event every screen sends (usage statistics). */
export const registerPageViewRoutes = (app: FastifyInstance, services: Services): void => {
  app.post('/:lang/page-views', async (request, reply) => {
    const ctx = await requestContext(services, request);
    const body = (request.body ?? {}) as { path?: unknown; title?: unknown };
    if (typeof body.path !== 'string' || body.path === '' || body.path.length > 500) {
      throw unprocessable([{ propertyPath: 'path', message: 'validation.required' }]);
    }
    await services.db.insert(pageViews).values({
      userId: ctx.caller?.id ?? null,
      schoolId: ctx.activeSchoolId,
      path: body.path,
      title: typeof body.title === 'string' ? body.title.slice(0, 300) : null,
    });
    return reply.status(204).send();
  });
};
