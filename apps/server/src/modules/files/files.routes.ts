import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../core/problem.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { fileStoreFor, isValidKey } from '../../integrations/files/index.ts';

/** School images (logos, favicons, photos) are shown on public pages: anyone may read them. */
const PUBLIC_KEY = /^schools\/\d+\/images\//;

/** Any other file: a signed-in caller whose reach holds the school in the key; keys outside a school, superadmins. */
const checkReadable = async (services: Services, request: FastifyRequest, key: string): Promise<void> => {
  if (PUBLIC_KEY.test(key)) return;
  const ctx = await requestContext(services, request);
  const school = /^schools\/(\d+)\//.exec(key)?.[1];
  if (ctx.caller?.superadmin) return;
  if (school === undefined || !ctx.reach.has(Number(school))) throw forbidden();
};

/**
 * GET /files/<key>: a stored file with its content type, from the local store or S3 alike, so
 * the URLs kept in records never depend on where the bytes live.
 */
export const registerFileRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = decodeURIComponent(request.params['*']);
    if (!isValidKey(key)) throw notFound();
    await checkReadable(services, request, key);
    const file = await fileStoreFor(services.config).get(key);
    if (!file) throw notFound();
    reply.type(file.contentType);
    if (file.size !== undefined) reply.header('content-length', file.size);
    if (file.modifiedAt) reply.header('last-modified', file.modifiedAt.toUTCString());
    // Uploads replace a key in place; the URL carries a version (`?v=`), so a short cache is safe.
    reply.header('cache-control', 'public, max-age=300');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.body);
  });
};
