import { parseId } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../../http/context.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Services } from '../../http/services.ts';
import { notFound } from '../../core/problem.ts';
import { userMenus, userSchools } from './user-schools.operation.ts';

export const registerUserRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { lang: string; userId: string } }>('/:lang/users/:userId/schools', async (request) => {
    const ctx = await requestContext(services, request);
    return userSchools(services.db, ctx, request.params.userId);
  });

  app.get<{ Params: { lang: string; userId: string; schoolId: string } }>(
    '/:lang/users/:userId/schools/:schoolId/menus',
    async (request) => {
      const ctx = await requestContext(services, request);
      const schoolId = parseId(request.params.schoolId);
      if (schoolId === undefined) throw notFound();
      return userMenus(services.db, ctx, request.params.userId, schoolId, requestLanguage(request));
    },
  );
};
