import { parseId } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/problem.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { saveSchoolConfiguration } from './save-school-configuration.operation.ts';
import { schoolConfiguration } from './school-configuration.operation.ts';

export const registerSchoolRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { lang: string; schoolId: string } }>('/:lang/schools/:schoolId/configuration', async (request) => {
    const ctx = await requestContext(services, request);
    const schoolId = parseId(request.params.schoolId);
    if (schoolId === undefined) throw notFound();
    return schoolConfiguration(services.db, ctx, schoolId);
  });
  app.put<{ Params: { lang: string; schoolId: string } }>('/:lang/schools/:schoolId/configuration', async (request) => {
    const ctx = await requestContext(services, request);
    const schoolId = parseId(request.params.schoolId);
    if (schoolId === undefined) throw notFound();
    return saveSchoolConfiguration(services.db, ctx, schoolId, request.body);
  });
};
