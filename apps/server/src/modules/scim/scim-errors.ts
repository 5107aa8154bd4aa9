import { SCIM_MEDIA_TYPE } from '@kampus/contract';
import { answer, type Answer } from '../../core/actions.ts';

/** SCIM's `scimType` values Kampus answers (RFC 7644 3.12, table 9). */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany'
  | 'noTarget';

const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** Every SCIM answer is `application/scim+json` and never cached (it names people). */
const SCIM_HEADERS = { 'content-type': `${SCIM_MEDIA_TYPE}; charset=utf-8`, 'cache-control': 'no-store' };

/**
 * A request SCIM refuses: thrown anywhere under a request (parsing, mapping, the write path's
 * refusals translated) and answered once, as the RFC's Error JSON, by `scimAnswer`. Its details are
 * English: provisioning clients log them for an IT person (Entra's provisioning logs).
 */
export class ScimError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const invalidValue = (attribute: string, why: string): ScimError =>
  new ScimError(400, `${attribute}: ${why}`, 'invalidValue');

export const notFoundError = (): ScimError => new ScimError(404, 'Resource not found.');

/** The RFC's Error JSON: `status` is a string (RFC 7644 3.12). */
export const errorAnswer = (error: ScimError): Answer =>
  answer(
    error.status,
    {
      schemas: [ERROR_SCHEMA],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.detail,
    },
    {
      ...SCIM_HEADERS,
      ...(error.status === 401 ? { 'www-authenticate': 'Bearer realm="kampus-scim"' } : {}),
    },
  );

export const scimAnswer = (status: number, body?: unknown, headers: Record<string, string> = {}): Answer =>
  answer(
    status,
    body,
    body === undefined ? { 'cache-control': 'no-store', ...headers } : { ...SCIM_HEADERS, ...headers },
  );
