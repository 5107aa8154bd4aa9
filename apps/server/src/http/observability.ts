import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests, metricsRegistry } from '../core/metrics.ts';
import type { Services } from './services.ts';

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: the balancer's `x-request-id` when it looks like one (so one id follows the
 * request through the balancer's log, ours and the audit trail), else a new UUID. Anything else
 * a client sends there is ignored, so the log never carries text a client chose.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
};

const sameToken = (given: string, expected: string): boolean => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The request id on every answer, the request metrics, and `GET /metrics` (Prometheus text),
 * which asks for `Authorization: Bearer <KAMPUS_METRICS_TOKEN>` and is 404 when no token is set.
 */
export const registerObservability = (app: FastifyInstance, services: Services): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern Fastify matched (`/api/users/:id`); an address no route matched is one label.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    const token = services.config.metricsToken;
    if (!token) return reply.callNotFound();
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('metrics token required\n');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
};
