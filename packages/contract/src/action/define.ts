import type { z } from 'zod';
import type { Audience, Operation } from '../resource/access.ts';

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an action, in the contract's access vocabulary:
 * - `anonymous`: nobody needs to sign in (the run function may still ask for the caller);
 * - `signedIn`: any signed-in user;
 * - `superadmin`: superadmins only (an impersonating superadmin acts as the impersonated user);
 * - a list of audiences: signed-in users of those kinds (superadmins pass every check);
 * - `{ resource, operation }`: whoever the resource's own `access` lets do that operation.
 */
export type ActionAccess =
  | 'anonymous'
  | 'signedIn'
  | 'superadmin'
  | readonly Audience[]
  | { readonly resource: string; readonly operation: Operation };

/**
 * The record a path names (`/api/students/{id}/balance`): the engine loads it through the
 * caller's reach of `resource` for `operation` before any other work (before the body is read),
 * exactly as the generic item route would, so a record out of reach is 404 and one the caller's
 * kind may not touch at all is 403, whatever the run function does. Write reach is never wider
 * than read reach (contract `grantOf`), so a family's or a teacher's own grant narrows every act.
 */
export interface ActionRecord {
  /** The resource's name (`students`). */
  readonly resource: string;
  /** The path parameter holding its id or alternate key: `id` unless said. */
  readonly param?: string;
  /** What the action does to it: `read` unless said. */
  readonly operation?: Operation;
  /**
   * `reach`: found in any school the caller reaches, whichever is active (a parent's children in
   * two schools), still never beyond; the active school's subtree by default, as `/api` reads.
   * `every`: as `reach`, and the caller must reach EVERY school the record belongs to (a user's
   * own school and each membership: 403 otherwise), the rule of impersonation and credential
   * changes, so no act on a person reaches further than its caller; the caller's own record passes.
   */
  readonly across?: 'reach' | 'every';
}

/** An object schema of path or query parameters (their values arrive as strings). */
export type ParamsSchema = z.ZodObject;

export interface ActionInputSchemas {
  /** Path parameters, named as in `path` (`{lang}`, `{id}`); a value that fails is a 404. */
  params?: ParamsSchema;
  /** Query parameters; a value that fails is a 422 naming it. */
  query?: ParamsSchema;
  /** The request body (JSON unless `requestType` says otherwise); a value that fails is a 422 naming the fields. */
  body?: z.ZodType;
}

/**
 * One operation that is not plain CRUD: the server registers its route, authenticates,
 * authorizes, validates and documents it from this alone (docs/actions.md).
 */
export interface ActionDeclaration {
  /** The OpenAPI operationId: unique, camelCase. */
  name: string;
  method: ActionMethod;
  /** The spec's path in OpenAPI form: `/{lang}/change-password`, `/api/menus/{id}/move`, `/files/{path}`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: ActionAccess;
  input?: ActionInputSchemas;
  /** The answer's body (JSON unless `responseType` says otherwise); absent for 204 and binary answers. */
  output?: z.ZodType;
  /** The status of a successful answer (200 unless said). */
  status?: number;
  /** Other answers the action gives, by status, described (problem+json for 4xx). */
  responses?: Readonly<Record<number, string>>;
  /**
   * `replica`: a GET that writes nothing and reads no write of its own request (an export, a
   * report, a dashboard) is served by the read replica when `DATABASE_READ_URL` is set. Ignored
   * for a transactional or idempotent action, which stays on the primary.
   */
  reads?: 'replica';
  /** Repeats with the same `Idempotency-Key` answer the first answer and change nothing. */
  idempotent?: boolean;
  /** The run function works inside one transaction: all of its writes or none. */
  transactional?: boolean;
  /** The request body's content type when it is not JSON (`image/*`: the body is the raw bytes). */
  requestType?: string;
  /** Largest request body in bytes (2 MB unless said: a video, or a JSON body carrying files, needs more). */
  maxBytes?: number;
  /** The answer's content type when it is not JSON (`text/markdown`, `application/octet-stream`). */
  responseType?: string;
  /**
   * Whether the `schoolId`/`seasonId` headers narrow the caller's context (default true). Off for
   * calls about the session itself (logout, leaving an impersonation), which a stale header must not block.
   */
  tenancyHeaders?: boolean;
  /** The last path parameter takes the rest of the path, slashes included (`/files/{path}`). */
  restParam?: boolean;
  /**
   * The record its path names, loaded through the caller's reach first (see `ActionRecord`).
   * Every parameter of the path that names a record (`{id}`, `{userId}`, `{schoolId}`, any
   * `{…Id}`) is declared here or in `otherRecords`, or the action says in `notARecord` why its
   * parameters name none (server test `modules/action-records.spec.ts`).
   */
  record?: ActionRecord;
  /**
   * Further records the path names (`/{lang}/users/{userId}/schools/{schoolId}/menus` names a
   * school besides the user): each loaded the same way, before any work; the run function gets
   * only `record`.
   */
  otherRecords?: readonly ActionRecord[];
  /** Why the path's ids name no record the caller must reach (a developer outbox message, a reset link's id). */
  notARecord?: string;
  /**
   * The OpenAPI document that describes it when not the engine's `/api/docs.json`: a standard's
   * own API (`oneroster`: `/api/docs/oneroster.json`), whose records a client of Kampus's API must
   * not take for Kampus's resources of the same names (users, classes). `scim`: SCIM 2.0's
   * (`/api/docs/scim.json`), whose Users and Groups are not Kampus's users and schools.
   */
  document?: 'oneroster' | 'scim';
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the run function of an action receives as `input`: each part parsed by its schema. */
export interface ActionInput<D extends ActionDeclaration> {
  params: Infer<NonNullable<D['input']>['params']>;
  query: Infer<NonNullable<D['input']>['query']>;
  body: Infer<NonNullable<D['input']>['body']>;
}

/** What a successful call answers (the output schema's type; the web shares it with `z.infer`). */
export type ActionOutput<D extends ActionDeclaration> = D['output'] extends z.ZodType ? z.output<D['output']> : unknown;

/** Declares an action; the declaration is plain data the server and the web both read. */
export const defineAction = <const D extends ActionDeclaration>(declaration: D): D => declaration;
