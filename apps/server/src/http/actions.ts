import { getResource, type ActionDeclaration } from '@kampus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Answer,
  checkAccess,
  loadActionRecord,
  parsePart,
  runAction,
  type ActionArgs,
  type ImplementedAction,
} from '../core/actions.ts';
import type { RequestContext } from '../core/caller.ts';
import type { ServerModule } from '../core/server-module.ts';
import { runCommand } from '../core/commands.ts';
import { Problem, unprocessable } from '../core/problem.ts';
import type { Services } from '../core/services.ts';
import type { Db } from '../db/database.ts';
import { noteApiKeyRead, noteApiKeyStudents } from '../modules/privacy/disclosure-log.operation.ts';
import { callerContext, requestContext } from './context.ts';
import { requestLanguage } from './language.ts';

/** Largest raw body (an uploaded image) unless the declaration says otherwise. */
const MAX_RAW_BYTES = 2 * 1024 * 1024;

/** `/{lang}/users/{userId}` as Fastify writes it; a rest parameter becomes `*`. */
const fastifyPath = (declaration: ActionDeclaration): string => {
  const path = declaration.restParam ? declaration.path.replace(/\{[^}]+\}$/, '*') : declaration.path;
  return path.replace(/\{([^}]+)\}/g, ':$1');
};

const restName = (declaration: ActionDeclaration): string | undefined =>
  declaration.restParam ? /\{([^}]+)\}$/.exec(declaration.path)?.[1] : undefined;

const send = (reply: FastifyReply, declaration: ActionDeclaration, result: unknown): FastifyReply => {
  if (result instanceof Answer) {
    for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
    return result.body === undefined
      ? reply.status(result.status).send()
      : reply.status(result.status).send(result.body);
  }
  const status = declaration.status ?? 200;
  if (status === 204 || result === undefined) return reply.status(status).send();
  if (declaration.responseType) reply.type(declaration.responseType);
  // The output is sent as the run function built it: the schema documents and types it, and the
  // spec's answers stay byte for byte what they were.
  return reply.status(status).send(result);
};

/**
 * An action whose path names a record about a student (`/api/students/{id}/balance`, a report card,
 * a receipt), answered to an API key, is a disclosure of that student to the key's holder: one line
 * in the disclosure log, as the generic item route writes for `GET /api/students/{id}`, whatever
 * the action. Actions that answer many students (an export, a roster) log them themselves.
 */
const discloseRecord = async (
  db: Db,
  ctx: RequestContext | null,
  declaration: ActionDeclaration,
  record: Record<string, unknown> | undefined,
  url: string,
): Promise<void> => {
  if (!ctx?.caller?.apiKeyId || !record || !declaration.record) return;
  const resource = getResource(declaration.record.resource);
  if (resource) await noteApiKeyRead(db, ctx, resource, [record], url);
};

/**
 * An action answering several students without naming one in its path (a class's register, a
 * roll call), answered to an API key: the students its answer names, one line (`discloses`).
 */
const discloseAnswer = async (
  db: Db,
  ctx: RequestContext | null,
  action: ImplementedAction,
  result: unknown,
  url: string,
): Promise<void> => {
  if (!ctx?.caller?.apiKeyId || !action.discloses || result instanceof Answer || result === undefined) return;
  const students = [...new Set(action.discloses(result).filter((id): id is number => id !== null))];
  if (students.length > 0) await noteApiKeyStudents(db, ctx, students, students.length, url);
};

const handler =
  (services: Services, action: ImplementedAction) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const declaration = action.declaration;
    const language = requestLanguage(request);
    const rawParams: Record<string, unknown> = { ...(request.params as Record<string, unknown>) };
    const rest = restName(declaration);
    if (rest !== undefined) {
      rawParams[rest] = rawParams['*'];
      delete rawParams['*'];
    }
    const params = parsePart(declaration.input?.params, rawParams, 'params');
    // No such path (a language we do not speak, an id no row can have): the app's own 404, which
    // also hands a web page such as `/account/impersonate` to the single-page app.
    if (!params.ok && params.notFound) {
      reply.callNotFound();
      return reply;
    }

    let context: Promise<RequestContext> | undefined;
    const contextOf = (): Promise<RequestContext> => {
      context ??=
        declaration.tenancyHeaders === false ? callerContext(services, request) : requestContext(services, request);
      return context;
    };
    let ctx: RequestContext | null = null;
    if (declaration.access !== 'anonymous') {
      ctx = await contextOf();
      checkAccess(declaration.access, ctx);
    }

    // The record the path names, through the caller's reach, before anything else of the action.
    // (Parameters that failed as fields of the request are answered 422 below instead.)
    const record = params.ok
      ? await loadActionRecord(services.db, ctx, declaration, params.value as Record<string, unknown>)
      : undefined;

    const query = parsePart(declaration.input?.query, request.query, 'query');
    // No JSON body reads as an empty object (each field then missing); raw bytes stay as they came.
    const rawBody = declaration.requestType ? request.body : (request.body ?? {});
    const body = parsePart(declaration.input?.body, rawBody, 'body');
    const violations = [params, query, body].flatMap((part) => (part.ok ? [] : part.violations));
    if (violations.length > 0) throw unprocessable(violations);

    const args = {
      db: services.db,
      services,
      ctx,
      context: contextOf,
      input: { params: params.ok ? params.value : undefined, query: query.value, body: body.value },
      language,
      record,
      ip: request.ip,
      rawQuery: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
      header: (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
    } as ActionArgs<ActionDeclaration>;
    // Declared read-only work goes to the read replica (services.readDb is the primary without one).
    const reader =
      declaration.reads === 'replica' &&
      declaration.method === 'GET' &&
      !declaration.transactional &&
      !declaration.idempotent;
    const execute = async (db = reader ? services.readDb : services.db): Promise<unknown> => {
      try {
        return await runAction(action, { ...args, db });
      } catch (error) {
        if (error instanceof Problem && !error.violations) {
          const answered = action.onProblem?.(error, language);
          if (answered) return answered;
        }
        throw error;
      }
    };
    if (declaration.idempotent && ctx) {
      // The work and its stored answer commit in one transaction (core/commands.ts).
      return runCommand(services.db, ctx, request, reply, async (tx) => {
        const result = await execute(tx);
        // In the command's transaction: the log holds the line exactly when the work committed.
        await discloseRecord(tx, ctx, declaration, record, request.url);
        await discloseAnswer(tx, ctx, action, result, request.url);
        return result instanceof Answer
          ? { status: result.status, body: result.body }
          : { status: declaration.status ?? 200, body: result };
      });
    }
    const result = await execute();
    await discloseRecord(services.db, ctx, declaration, record, request.url);
    await discloseAnswer(services.db, ctx, action, result, request.url);
    // A GET that writes (the contract's api-key GET makes a new key) waits, like every write
    // (app.ts), until its change has reached this node's caches: the replaced key is refused at once.
    if (declaration.method === 'GET' && declaration.transactional) await services.settle();
    return send(reply, declaration, result);
  };

const register = (app: FastifyInstance, services: Services, action: ImplementedAction): void => {
  app.route({
    method: action.declaration.method,
    url: fastifyPath(action.declaration),
    handler: handler(services, action),
    // A raw body (an upload) may be as large as its declaration allows; JSON keeps the app's limit.
    ...(action.declaration.requestType || action.declaration.maxBytes
      ? { bodyLimit: action.declaration.maxBytes ?? MAX_RAW_BYTES }
      : {}),
  });
};

/**
 * Installs what each module installs once on the app, then registers every module's actions: JSON ones on the app, raw-body ones (uploads) in a child
 * context whose only parser hands the bytes over as they came.
 */
export const registerActions = (app: FastifyInstance, services: Services, modules: readonly ServerModule[]): void => {
  for (const module of modules) module.install?.(app, services);
  const actions = modules.flatMap((module) => module.actions);
  for (const action of actions) if (!action.declaration.requestType) register(app, services, action);
  const raw = actions.filter((action) => action.declaration.requestType);
  if (raw.length === 0) return;
  void app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));
    for (const action of raw) register(child, services, action);
  });
};
