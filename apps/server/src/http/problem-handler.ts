import { translate, type Language } from '@kampus/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { concurrencyProblem, inputDbProblem } from '../core/db-errors.ts';
import { Problem } from '../core/problem.ts';
import { problemDetail, translatedValues } from '../core/problem-text.ts';
import { requestLanguage } from './language.ts';

export const sendProblem = (reply: FastifyReply, language: Language, problem: Problem): FastifyReply => {
  const values = translatedValues(language, problem.values, problem.formats);
  const detail = problemDetail(language, problem);
  return reply
    .status(problem.status)
    .type('application/problem+json')
    .send({
      ...problem.extensions,
      type: `/errors/${problem.status}`,
      title: translate(language, problem.titleKey, values),
      detail,
      status: problem.status,
      ...(problem.violations
        ? {
            violations: problem.violations.map((v) => ({
              propertyPath: v.propertyPath,
              message: translate(language, v.message, translatedValues(language, v.values, v.formats)),
              code: v.message,
            })),
          }
        : {}),
    });
};

/** Every error leaves as problem+json in the caller's language; never a stack trace. */
export const installProblemHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof Problem) return sendProblem(reply, language, error);
    // A deadlock outside an engine operation's own translation still answers 409, not 500.
    const concurrent = concurrencyProblem(error);
    if (concurrent) return sendProblem(reply, language, concurrent);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(
        reply,
        language,
        new Problem(415, 'errors.unsupported_media_type_title', 'errors.unsupported_media_type'),
      );
    }
    if (status === 400 || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendProblem(reply, language, new Problem(400, 'errors.bad_request', 'errors.malformed_json'));
    }
    if (status === 413) return sendProblem(reply, language, new Problem(413, 'errors.bad_request'));
    if (status === 403) return sendProblem(reply, language, new Problem(403, 'errors.forbidden'));
    if (status === 404) return sendProblem(reply, language, new Problem(404, 'errors.not_found'));
    if (status === 429) return sendProblem(reply, language, new Problem(429, 'errors.too_many_requests'));
    // A malformed percent-encoding decoded by a handler (`/files/%25` decodes to a bare `%`).
    if (error instanceof URIError) return sendProblem(reply, language, new Problem(400, 'errors.bad_request'));
    const fromInput = inputDbProblem(error);
    if (fromInput) {
      request.log.warn('database refused a value from the request');
      return sendProblem(reply, language, fromInput);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, language, new Problem(500, 'errors.server_error'));
  });
};
