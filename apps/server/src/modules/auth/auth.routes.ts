import { isLanguage, MAX_EMAIL_LENGTH, translate } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { Problem, unprocessable } from '../../core/problem.ts';
import { authenticate } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { setLoginCodeKey } from '../accounts/login-code.job.ts';
import { LoginCodeRequired, login } from './login.operation.ts';
import { closeImpersonationLog } from '../impersonation/impersonate.operation.ts';
import { revokeSession } from './sessions.ts';

export const registerAuthRoutes = (app: FastifyInstance, services: Services): void => {
  setLoginCodeKey(services.key);
  app.post<{ Params: { lang: string } }>('/:lang/login', async (request, reply) => {
    const { lang } = request.params;
    if (!isLanguage(lang)) throw new Problem(404, 'errors.not_found');
    const body = (request.body ?? {}) as { email?: unknown; pwd?: unknown; code?: unknown };
    const missing = (['email', 'pwd'] as const).filter((name) => typeof body[name] !== 'string' || body[name] === '');
    if (missing.length > 0) {
      throw unprocessable(missing.map((propertyPath) => ({ propertyPath, message: 'validation.required' })));
    }
    // Every sign-in is recorded under its address: one longer than any e-mail cannot be indexed.
    if (String(body.email).trim().length > MAX_EMAIL_LENGTH) {
      throw unprocessable([{ propertyPath: 'email', message: 'validation.too_long' }]);
    }
    try {
      return await login(
        services.db,
        services.key,
        { maxFailures: services.config.loginMaxFailures, windowMinutes: services.config.loginWindowMinutes },
        {
          email: String(body.email),
          pwd: String(body.pwd),
          ip: request.ip,
          secondFactor: { code: typeof body.code === 'string' ? body.code : undefined, language: lang },
        },
      );
    } catch (error) {
      // The old client reads the reason from `error`: keep it beside the problem fields.
      if (!(error instanceof Problem)) throw error;
      const message = translate(lang, error.detailKey);
      // The sign-in form asks for the mailed code when it reads `codeRequired`.
      const codeRequired = error instanceof LoginCodeRequired ? { codeRequired: true } : {};
      return reply
        .status(error.status)
        .type('application/problem+json')
        .send({
          error: message,
          title: translate(lang, error.titleKey),
          detail: message,
          status: error.status,
          ...codeRequired,
        });
    }
  });

  app.post('/:lang/logout', async (request, reply) => {
    const caller = await authenticate(services, request);
    // Logging out of an impersonation ends it: its log entry gets the exit time.
    await closeImpersonationLog(services.db, caller);
    await revokeSession(services.db, caller.sessionId);
    return reply.status(204).send();
  });
};
