import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { webAppCaching } from './web-caching.ts';

const PREFIX = '/admin/api';

/**
 * Serves API Platform's HydraAdmin (apps/api-admin, `npm run admin:api`) at /admin/api/ when its
 * build exists: a bundle of its own, so the main app never loads it. Answers whether it is served;
 * `sendPage` then answers its page for a deep link (`/admin/api/students/...`).
 */
export const registerApiAdmin = async (
  app: FastifyInstance,
  dist: string,
): Promise<((url: string, reply: FastifyReply) => FastifyReply | undefined) | undefined> => {
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  await app.register(staticFiles, {
    root: dist,
    prefix: `${PREFIX}/`,
    decorateReply: false,
    wildcard: true,
    ...webAppCaching(dist),
  });
  app.get(PREFIX, (_request, reply) => reply.redirect(`${PREFIX}/`));
  return (url, reply) =>
    url.startsWith(`${PREFIX}/`) && !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')
      ? reply.sendFile('index.html', dist)
      : undefined;
};
