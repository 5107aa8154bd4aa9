import type { FastifyInstance } from 'fastify';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { activeStudent, parentStudents } from './family.operation.ts';

export const registerStudentRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { lang: string; userId: string } }>('/:lang/users/:userId/student', async (request) => {
    const ctx = await requestContext(services, request);
    return activeStudent(services.db, ctx, request.params.userId);
  });

  app.get<{ Params: { lang: string; userId: string } }>('/:lang/users/:userId/students', async (request) => {
    const ctx = await requestContext(services, request);
    return parentStudents(services.db, ctx, request.params.userId);
  });
};
