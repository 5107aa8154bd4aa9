import { isLanguage } from '@kampus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../core/services.ts';
import { LOCAL_DRIVE_AUTHORIZE_PATH } from '../integrations/drive/drive-settings.ts';
import { checkAuthorization, decisionLocation } from '../integrations/drive/local-drive-authorize.ts';
import { askPage, invalidPage } from '../integrations/drive/local-drive-page.ts';
import { requestLanguage } from './language.ts';

/** The sign-in form's fields: a few short strings (anything larger is not ours). */
const FORM_BYTES = 16 * 1024;

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The local Drive's authorization endpoint (docs/filemanager.md), served only when `GOOGLE_DRIVE` is
 * `local`: GET shows the sign-in page of an OAuth 2.0 implicit grant, its form POSTs the person's
 * decision back, and the browser goes to the web app's `/drive-callback.html` with a token or
 * `error=access_denied`. It answers to this server's own callback page only: the public address's or, for
 * a browser that reached the server by another name, the page's own.
 */
export const registerLocalDrive = (app: FastifyInstance, services: Services): void => {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const publicOrigin = new URL(services.config.accounts.publicUrl).origin;
    const origins = (request: FastifyRequest): string[] => [publicOrigin, `${request.protocol}://${request.host}`];
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    const answer = async (request: FastifyRequest, reply: FastifyReply, params: Record<string, unknown>) => {
      // The app's language (`hl`, as Google's pages take it), else the browser's.
      const language = typeof params.hl === 'string' && isLanguage(params.hl) ? params.hl : requestLanguage(request);
      const check = checkAuthorization(params, origins(request));
      if (check.kind === 'invalid') return html(reply, 400, invalidPage(language, check.reason));
      if (check.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(check.location, 302);
      if (request.method === 'GET') return html(reply, 200, askPage(language, check.request));
      const location = await decisionLocation(services.key, check.request, params.decision === 'allow');
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    };
    scope.get(LOCAL_DRIVE_AUTHORIZE_PATH, (request, reply) => answer(request, reply, fieldsOf(request.query)));
    scope.post(LOCAL_DRIVE_AUTHORIZE_PATH, (request, reply) => answer(request, reply, fieldsOf(request.body)));
  });
};
