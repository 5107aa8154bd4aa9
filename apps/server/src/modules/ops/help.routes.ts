import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../core/problem.ts';
import { authenticate } from '../../http/context.ts';
import { serverDir } from '../../paths.ts';
import type { Services } from '../../http/services.ts';

const helpDir = join(serverDir, '..', '..', 'docs', 'help');

/**
 * GET /{lang}/help/{page}: the markdown help of a page, superadmins only. Pages live in
 * docs/help/<lang>/<page>.md, the page name being the path without digits (`users-` for /users/12).
 */
export const registerHelpRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { lang: string; page: string } }>('/:lang/help/:page', async (request, reply) => {
    const caller = await authenticate(services, request);
    if (!caller.superadmin) throw forbidden();
    const { lang, page } = request.params;
    if (!isLanguage(lang) || !/^[a-z0-9-]+$/i.test(page)) throw notFound();
    const file = join(helpDir, lang, `${page}.md`);
    if (!existsSync(file)) throw notFound();
    return reply.type('text/markdown; charset=utf-8').send(readFileSync(file, 'utf8'));
  });
};
