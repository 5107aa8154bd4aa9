import { isLanguage } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/problem.ts';
import { authenticate, requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { cancelImpersonation, currentImpersonation, startImpersonation } from './impersonate.operation.ts';

type LangParams = { Params: { lang: string } };

export const registerImpersonationRoutes = (app: FastifyInstance, services: Services): void => {
  app.post<LangParams>('/:lang/impersonate', async (request) => {
    if (!isLanguage(request.params.lang)) throw notFound();
    const ctx = await requestContext(services, request);
    const body = (request.body ?? {}) as { userId?: unknown };
    return startImpersonation(services.db, services.key, ctx, body.userId);
  });

  app.post<LangParams>('/:lang/impersonate/cancel', async (request) => {
    if (!isLanguage(request.params.lang)) throw notFound();
    const caller = await authenticate(services, request);
    return cancelImpersonation(services.db, services.key, caller, request.ip);
  });

  app.get<LangParams>('/:lang/impersonate', async (request, reply) => {
    // `/account/impersonate` is a page of the web app, not this endpoint: let the app have it.
    if (!isLanguage(request.params.lang)) return reply.callNotFound();
    const caller = await authenticate(services, request);
    return currentImpersonation(services.db, caller);
  });
};
