import type { ValueFormat, Violation } from '@kampus/contract';

/**
 * An error that is an answer: it becomes an `application/problem+json` response. `title` and
 * `detail` are translation keys (with values), translated at the edge into the caller's language.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly titleKey: string,
    readonly detailKey: string = titleKey,
    readonly values: Record<string, string> = {},
    readonly violations?: Violation[],
    /** Further members of the answer's body, as RFC 9457 allows (a refused delete's `usedBy`). */
    readonly extensions?: Readonly<Record<string, unknown>>,
    /** How a value is shown (a date, an amount in the reader's notation), as a violation's `formats`. */
    readonly formats?: Readonly<Record<string, ValueFormat>>,
  ) {
    super(detailKey);
  }
}

export const badRequest = (detail = 'errors.bad_request', values?: Record<string, string>) =>
  new Problem(400, 'errors.bad_request', detail, values);
export const unauthorized = (detail = 'errors.unauthorized') => new Problem(401, 'errors.unauthorized', detail);
export const forbidden = (detail = 'errors.forbidden') => new Problem(403, 'errors.forbidden', detail);
export const notFound = (detail = 'errors.record_not_found') => new Problem(404, 'errors.not_found', detail);
export const conflict = (
  detail: string,
  values?: Record<string, string>,
  formats?: Readonly<Record<string, ValueFormat>>,
) => new Problem(409, 'errors.conflict', detail, values, undefined, undefined, formats);
export const unprocessable = (violations: Violation[]) =>
  new Problem(422, 'errors.validation_failed', 'errors.validation_failed', {}, violations);
export const violation = (propertyPath: string, message: string) => unprocessable([{ propertyPath, message }]);
