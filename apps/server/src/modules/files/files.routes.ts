import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../core/problem.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { contentTypeOf, fileStoreFor, isInlineImage, isValidKey } from '../../integrations/files/index.ts';

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
 * What every stored file is served with: were a browser ever to open one as a document, it gets
 * no script, no plugin, no request and a unique origin (so no token in the app's storage).
 */
const FILE_POLICY = "default-src 'none'; sandbox";

/**
 * GET /files/<key>: a stored file, from the local store or S3 alike, so the URLs kept in records
 * never depend on where the bytes live. Its type comes from the key, which the upload wrote from
 * the format read in the bytes, never from what a client declared: a raster image is shown inline,
 * anything else is a download of bytes (`application/octet-stream`, `attachment`).
 */
export const registerFileRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    // The router has already decoded the path once; a second decoding would throw on `%25`.
    const key = request.params['*'];
    if (!isValidKey(key)) throw notFound();
    await checkReadable(services, request, key);
    const file = await fileStoreFor(services.config).get(key);
    if (!file) throw notFound();
    reply.type(contentTypeOf(key));
    if (!isInlineImage(key)) reply.header('content-disposition', `attachment; filename="${key.split('/').pop()}"`);
    if (file.size !== undefined) reply.header('content-length', file.size);
    if (file.modifiedAt) reply.header('last-modified', file.modifiedAt.toUTCString());
    // Uploads replace a key in place; the URL carries a version (`?v=`), so a short cache is safe.
    reply.header('cache-control', 'public, max-age=300');
    reply.header('content-security-policy', FILE_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.body);
  });
};
