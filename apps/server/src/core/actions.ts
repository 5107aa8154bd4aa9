import {
  getResource,
  type ActionAccess,
  type ActionDeclaration,
  type ActionInput,
  type ActionOutput,
  type ActionRecord,
  type Language,
} from '@kampus/contract';
import type { z } from 'zod';
import { type Db, inTransaction } from '../db/database.ts';
import type { Caller, RequestContext } from './caller.ts';
import { requireEverySchool } from './credential-reach.ts';
import type { Row } from './hooks.ts';
import { authorize } from './policy.ts';
import { forbidden, notFound, unauthorized, type Problem } from './problem.ts';
import { scoped } from './repository.ts';
import type { Services } from './services.ts';

/**
 * An answer other than the declared one: another status (201 or 200 by outcome), headers, a
 * body of bytes. A run function returns it instead of its output.
 */
export class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export const answer = (status: number, body?: unknown, headers: Record<string, string> = {}): Answer =>
  new Answer(status, body, headers);

/** The context of a signed-in call: the engine has authenticated the caller before the run function runs. */
export type SignedInContext = RequestContext & { caller: Caller };

/** What a run function receives. */
export interface ActionArgs<D extends ActionDeclaration> {
  /** The database, or the action's transaction when it is declared `transactional`. */
  db: Db;
  services: Services;
  /** The caller's context; null only for anonymous actions. */
  ctx: D['access'] extends 'anonymous' ? null : SignedInContext;
  /** The signed-in caller's context on demand (an anonymous action that needs it for some inputs): 401 without a token. */
  context: () => Promise<RequestContext>;
  input: ActionInput<D>;
  /** The answer's language: the path's `{lang}`, else Accept-Language. */
  language: Language;
  /** The client's address (rate limits, the audit trail). */
  ip: string;
  /**
   * The query string exactly as sent (after `?`, still percent-encoded), for the few actions that
   * check a signature over it: SAML's HTTP-Redirect binding signs the fields as they appear.
   */
  rawQuery: string;
  /** A request header (lower-case name), for the few actions that read one: the OIDC state cookie. */
  header: (name: string) => string | undefined;
  /**
   * The record the path names, already loaded through the caller's reach (the declaration's
   * `record`); absent for an action that declares none.
   */
  record: D['record'] extends object ? LoadedRecord : undefined;
}

/** A record an action's path names, as the engine loaded it: a row of the declared resource. */
export type LoadedRecord = Row & { id: number };

export type RunAction<D extends ActionDeclaration> = (args: ActionArgs<D>) => Promise<ActionOutput<D> | Answer>;

/** A declaration bound to the function that runs it. */
export interface ImplementedAction {
  declaration: ActionDeclaration;
  run: (args: ActionArgs<ActionDeclaration>) => Promise<unknown>;
  /**
   * Answers a refusal (a Problem without violations) its own way: the spec's older clients read
   * the message from an `error` field beside the problem fields (sign-in, account flows).
   */
  onProblem?: (problem: Problem, language: Language) => Answer | undefined;
  /**
   * The students an answer names, for an action answering several without naming one in its path
   * (a class's register, a building's roll call): answered to an API key, they are one line of
   * the disclosure log (http/actions.ts, docs/privacy.md). `disclosed-actions.spec.ts` keeps every
   * such action declaring it.
   */
  discloses?: (output: unknown) => readonly (number | null)[];
}

export const implement = <const D extends ActionDeclaration>(
  declaration: D,
  run: RunAction<D>,
  options: {
    onProblem?: ImplementedAction['onProblem'];
    discloses?: (output: ActionOutput<D>) => readonly (number | null)[];
  } = {},
): ImplementedAction => ({
  declaration,
  // The engine builds the arguments from this very declaration, so the narrowing holds.
  run: run as unknown as ImplementedAction['run'],
  ...(options.onProblem ? { onProblem: options.onProblem } : {}),
  // The engine hands it the output of this very action's run.
  ...(options.discloses ? { discloses: options.discloses as (output: unknown) => readonly (number | null)[] } : {}),
});

type Issue = z.core.$ZodIssue;

/** A zod issue as the server's translation key: an explicit `validation.*` message wins. */
const issueMessage = (issue: Issue): string => {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_large';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'validation.required';
      return issue.origin === 'array' ? 'validation.required' : 'validation.too_small';
    case 'invalid_value':
      return 'validation.invalid_choice';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.invalid_email' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
};

/** `copyToIds[1]`, `courses.code`: the API Platform spelling of a field's path. */
const propertyPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text === '' ? String(part) : `${text}.${String(part)}`;
  }, '');

/**
 * Parses one part of the input. A path parameter that fails is no such resource (404), unless
 * its schema names a `validation.*` message (a menu audience): then it is a field of the request.
 */
export const parsePart = (schema: z.ZodType | undefined, value: unknown, part: 'params' | 'query' | 'body') => {
  if (!schema) return { ok: true, value: undefined } as const;
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data as unknown } as const;
  const issues = result.error.issues;
  const notFound = part === 'params' && issues.some((issue) => !issue.message.startsWith('validation.'));
  const violations = issues.map((issue) => ({ propertyPath: propertyPath(issue.path), message: issueMessage(issue) }));
  return { ok: false, violations, notFound } as const;
};

/** Whether the caller's kind of user may call an action (401 without a caller, 403 otherwise). */
export const checkAccess = (access: ActionAccess, ctx: RequestContext): void => {
  const caller = ctx.caller;
  if (caller === null) throw unauthorized();
  if (access === 'anonymous' || access === 'signedIn') return;
  if (access === 'superadmin') {
    if (!caller.superadmin) throw forbidden();
    return;
  }
  if (Array.isArray(access)) {
    if (!caller.superadmin && !(access as readonly string[]).includes(caller.audience)) throw forbidden();
    return;
  }
  const { resource: name, operation } = access as { resource: string; operation: Parameters<typeof authorize>[2] };
  const resource = getResource(name);
  if (!resource) throw new Error(`action access names an unknown resource: ${name}`);
  authorize(ctx, resource, operation);
};

/** One record of a path, through the caller's grant and reach (see `loadActionRecord`). */
const loadRecord = async (
  db: Db,
  ctx: RequestContext,
  declaration: ActionDeclaration,
  record: ActionRecord,
  params: Readonly<Record<string, unknown>>,
): Promise<LoadedRecord> => {
  const resource = getResource(record.resource);
  if (!resource) throw new Error(`action ${declaration.name} names an unknown resource: ${record.resource}`);
  const grant = authorize(ctx, resource, record.operation ?? 'read');
  const key = params[record.param ?? 'id'];
  if (typeof key !== 'string' && typeof key !== 'number') throw notFound();
  const across = record.across === undefined ? {} : { across: 'reach' as const };
  const row = (await scoped(db, ctx, across).of(resource, grant).get(key)) as LoadedRecord;
  if (record.across === 'every') await requireEverySchool(db, ctx, resource, row);
  return row;
};

/**
 * Loads the records an action's path names (its declaration's `record` and `otherRecords`) as
 * the generic item route would: the caller's grant for the operation (403 when their kind has
 * none; a change narrowed to what they read), then the row through the scoped repository (404
 * when absent or out of reach, existence never leaks), and for `across: 'every'` each school the
 * record belongs to (403 when one is out of reach). Runs before the body is read, so nothing of
 * the action runs for a record out of reach. Answers the `record`, undefined when none is declared.
 */
export const loadActionRecord = async (
  db: Db,
  ctx: RequestContext | null,
  declaration: ActionDeclaration,
  params: Readonly<Record<string, unknown>>,
): Promise<LoadedRecord | undefined> => {
  const records = [...(declaration.record ? [declaration.record] : []), ...(declaration.otherRecords ?? [])];
  if (records.length === 0) return undefined;
  if (ctx === null) throw unauthorized();
  const loaded: LoadedRecord[] = [];
  for (const record of records) loaded.push(await loadRecord(db, ctx, declaration, record, params));
  return declaration.record ? loaded[0] : undefined;
};

/** Runs the function, in one transaction when the action is declared `transactional`. */
export const runAction = async (action: ImplementedAction, args: ActionArgs<ActionDeclaration>): Promise<unknown> => {
  if (!action.declaration.transactional) return action.run(args);
  return inTransaction(args.db, (tx) => action.run({ ...args, db: tx }));
};
