import { facebookUsers, googleUsers, isLanguage, languageCodes, translate, type Language } from '@kampus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serialize } from '../../core/serialize.ts';
import { Problem, forbidden, notFound } from '../../core/problem.ts';
import { authenticate, requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { listOutbox, readOutboxMessage } from '../../integrations/mail/mailer.ts';
import { changePassword } from './change-password.operation.ts';
import { changeEmail, confirmEmailChange } from './email-change.operation.ts';
import { setInvitationPublicUrl } from './invitation.hooks.ts';
import { installMailDelivery } from './mail-delivery.ts';
import { requestRegistration, verifyEmail } from './register.operation.ts';
import { describePasswordLink, requestPasswordReset, resetPassword } from './reset-password.operation.ts';
import { isProvider, linkSocialAccount, socialLogin } from './social-login.operation.ts';

type Body = Record<string, unknown>;

const languageOf = (request: FastifyRequest<{ Params: { lang: string } }>): Language => {
  const { lang } = request.params;
  if (!isLanguage(lang)) throw new Problem(404, 'errors.not_found');
  return lang;
};

const bodyOf = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};

/**
 * Runs an account call; a refusal other than a validation failure also carries `error`, the
 * field the spec's client reads its message from (as the login does).
 */
const answer = async <T>(
  reply: FastifyReply,
  language: Language,
  work: () => Promise<T>,
): Promise<T | FastifyReply> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Problem) || error.violations) throw error;
    const message = translate(language, error.detailKey, error.values);
    return reply
      .status(error.status)
      .type('application/problem+json')
      .send({ error: message, title: translate(language, error.titleKey), detail: message, status: error.status });
  }
};

/** A locale such as `tr-TR` or `tr` in the register body picks the mail's language. */
const mailLanguage = (locale: unknown, fallback: Language): Language => {
  const code = typeof locale === 'string' ? locale.slice(0, 2).toLowerCase() : '';
  return isLanguage(code) ? code : fallback;
};

/** Register, verify, forgot/reset password, change password, social sign-in and the outbox (docs/accounts.md). */
export const registerAccountRoutes = (app: FastifyInstance, services: Services): void => {
  const settings = services.config.accounts;
  const delivery = installMailDelivery(app, services);
  setInvitationPublicUrl(settings.publicUrl);
  type LangRequest = FastifyRequest<{ Params: { lang: string } }>;

  app.post('/:lang/register-emails', async (request: LangRequest, reply) => {
    const language = languageOf(request);
    const body = bodyOf(request);
    return answer(reply, language, async () => {
      await requestRegistration(services.db, services.key, {
        emailAddress: body.emailAddress,
        name: body.name,
        lastName: body.lastName,
        language: mailLanguage(body.locale, language),
        ip: request.ip,
        mailsPerIpHour: services.config.mailsPerIpHour,
      });
      await delivery.flush();
      return reply.status(201).send({ emailAddress: String(body.emailAddress).trim().toLowerCase() });
    });
  });

  app.post('/:lang/verify-email', async (request: LangRequest, reply) => {
    const language = languageOf(request);
    const body = bodyOf(request);
    return answer(reply, language, () =>
      verifyEmail(services.db, services.key, { emailAddress: body.emailAddress, verifyCode: body.verifyCode }),
    );
  });

  app.post('/:lang/reset-password', async (request: LangRequest, reply) => {
    const language = languageOf(request);
    const body = bodyOf(request);
    return answer(reply, language, async () => {
      await requestPasswordReset(services.db, {
        email: body.email,
        language,
        publicUrl: settings.publicUrl,
        ip: request.ip,
        mailsPerIpHour: services.config.mailsPerIpHour,
      });
      return reply.status(200).send({});
    });
  });

  for (const language of languageCodes) {
    app.get<{ Params: { resetId: string } }>(`/${language}/reset-password/:resetId`, async (request, reply) =>
      answer(reply, language, () => describePasswordLink(services.db, request.params.resetId)),
    );
  }

  app.post<{ Params: { lang: string; resetId: string } }>('/:lang/reset-password/:resetId', async (request, reply) => {
    const language = languageOf(request);
    const body = bodyOf(request);
    return answer(reply, language, () =>
      resetPassword(services.db, services.key, request.params.resetId, {
        userId: body.userId,
        email: body.email,
        newPassword: body.newPassword,
      }),
    );
  });

  app.post('/:lang/change-password', async (request: LangRequest, reply) => {
    const language = languageOf(request);
    const ctx = await requestContext(services, request);
    const body = bodyOf(request);
    const limits = { maxFailures: services.config.loginMaxFailures, windowMinutes: services.config.loginWindowMinutes };
    return answer(reply, language, async () => {
      await changePassword(services.db, services.key, limits, ctx, {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        ip: request.ip,
      });
      return reply.status(204).send();
    });
  });

  app.post('/:lang/change-email', async (request: LangRequest, reply) => {
    const language = languageOf(request);
    const ctx = await requestContext(services, request);
    const body = bodyOf(request);
    const limits = { maxFailures: services.config.loginMaxFailures, windowMinutes: services.config.loginWindowMinutes };
    return answer(reply, language, async () => {
      const changed = await changeEmail(services.db, services.key, limits, ctx, {
        currentPassword: body.currentPassword,
        email: body.email,
        ip: request.ip,
        publicUrl: settings.publicUrl,
      });
      return reply.status(changed.pendingEmail === null ? 200 : 202).send(changed);
    });
  });

  app.post<{ Params: { lang: string; secret: string } }>('/:lang/confirm-email/:secret', async (request, reply) => {
    const language = languageOf(request);
    return answer(reply, language, () => confirmEmailChange(services.db, request.params.secret));
  });

  app.post<{ Params: { lang: string; provider: string } }>('/:lang/social-login/:provider', async (request, reply) => {
    const language = languageOf(request);
    const { provider } = request.params;
    return answer(reply, language, async () => {
      if (!isProvider(provider)) throw new Problem(404, 'errors.not_found', 'accounts.unknown_provider');
      return socialLogin(services.db, services.key, settings, provider, bodyOf(request).idToken);
    });
  });

  app.post<{ Params: { lang: string; provider: string } }>('/:lang/social-link/:provider', async (request, reply) => {
    const language = languageOf(request);
    const caller = await authenticate(services, request);
    const { provider } = request.params;
    return answer(reply, language, async () => {
      if (!isProvider(provider)) throw new Problem(404, 'errors.not_found', 'accounts.unknown_provider');
      const linked = await linkSocialAccount(services.db, settings, caller, provider, bodyOf(request).idToken);
      const resource = provider === 'google' ? googleUsers : facebookUsers;
      return reply.status(linked.created ? 201 : 200).send(serialize(resource, linked.row));
    });
  });

  // GET routes are registered per language: a `/:lang/...` pattern would also take the web
  // app's own pages (`/admin/outbox` is a screen, `/en/outbox` its data).
  for (const language of languageCodes) {
    /** Which social sign-ins the login and account pages may offer (client ids are public by design). */
    app.get(`/${language}/social-providers`, async () => ({
      google: settings.google.clientId ?? null,
      facebook: settings.facebook.clientId ?? null,
    }));
  }

  const superadminOnly = async (request: FastifyRequest) => {
    const caller = await authenticate(services, request);
    // An impersonating superadmin acts as the impersonated user: no outbox then.
    if (!caller.superadmin) throw forbidden();
  };

  for (const language of languageCodes) {
    app.get(`/${language}/outbox`, async (request) => {
      await superadminOnly(request);
      const messages = await listOutbox(services.config.dataDir);
      return {
        transport: delivery.mailer.kind,
        messages: messages.map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
      };
    });

    app.get<{ Params: { id: string } }>(`/${language}/outbox/:id`, async (request) => {
      await superadminOnly(request);
      const message = await readOutboxMessage(services.config.dataDir, request.params.id);
      if (!message) throw notFound();
      return message;
    });
  }
};
