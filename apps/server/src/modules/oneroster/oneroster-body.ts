import { compareRational, formatRational, parseDecimal, type Rational } from '@kampus/contract';
import { ExactJsonError, ExactNumber, parseExactJson, type ExactJson } from '../../core/exact-json.ts';
import { refuse, type OneRosterRefusal } from './oneroster-errors.ts';

/**
 * Reading a write's body (docs/oneroster.md, "Writing the gradebook"): each field as the binding
 * names it, or 400 `invaliddata` naming it by its path (`lineItem.resultValueMax`), so nothing is
 * written from a body with one bad field. Properties Kampus keeps nothing of are not read.
 */
export type JsonObject = { [key: string]: ExactJson };

export const invalid = (path: string, why: string): OneRosterRefusal => refuse(400, 'invaliddata', `${path}: ${why}`);

const isObject = (value: ExactJson | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof ExactNumber);

/** The body's one wrapped record (`{ "lineItem": {...} }`) or list (`{ "lineItems": [...] }`). */
export const bodyOf = (bytes: Uint8Array | undefined): JsonObject => {
  let body: ExactJson;
  try {
    body = parseExactJson(bytes);
  } catch (error) {
    if (!(error instanceof ExactJsonError)) throw error;
    if (error.reason === 'syntax') throw refuse(400, 'invaliddata', 'The body is not JSON.');
    if (error.reason === 'too_deep') throw refuse(400, 'invaliddata', 'The body is nested too deep.');
    throw invalid(error.path || 'body', 'text that cannot be stored (a NUL or a lone surrogate).');
  }
  if (!isObject(body)) throw refuse(400, 'invaliddata', 'The body is not a JSON object.');
  return body;
};

export const objectAt = (record: JsonObject, name: string, path: string): JsonObject => {
  const value = record[name];
  if (!isObject(value)) throw invalid(path, 'required, an object.');
  return value;
};

export const arrayAt = (record: JsonObject, name: string, path: string, max: number): ExactJson[] => {
  const value = record[name];
  if (!Array.isArray(value) || value.length === 0 || value.length > max)
    throw invalid(path, `required, a list of 1 to ${max} records.`);
  return value;
};

export const asObject = (value: ExactJson | undefined, path: string): JsonObject => {
  if (!isObject(value)) throw invalid(path, 'an object.');
  return value;
};

const absent = (value: ExactJson | undefined): value is null | undefined => value === undefined || value === null;

export const textAt = (
  record: JsonObject,
  name: string,
  path: string,
  rule: { max: number; required?: boolean },
): string | null => {
  const value = record[name];
  if (absent(value) || value === '') {
    if (rule.required) throw invalid(path, 'required.');
    return null;
  }
  if (typeof value !== 'string') throw invalid(path, 'a string.');
  if (value.length > rule.max) throw invalid(path, `at most ${rule.max} characters.`);
  if (rule.required && value.trim() === '') throw invalid(path, 'required.');
  return value;
};

/** A GUIDRef's sourcedId (`{ "sourcedId": "class-12" }`). */
export const refAt = (record: JsonObject, name: string, path: string, required: boolean): string | null => {
  const value = record[name];
  if (absent(value)) {
    if (required) throw invalid(path, 'required, a reference ({"sourcedId": ...}).');
    return null;
  }
  if (!isObject(value)) throw invalid(path, 'a reference ({"sourcedId": ...}).');
  return textAt(value, 'sourcedId', `${path}.sourcedId`, { max: 100, required: true });
};

export const oneOf = <const T extends string>(
  record: JsonObject,
  name: string,
  path: string,
  values: readonly T[],
): T | null => {
  const value = record[name];
  if (absent(value)) return null;
  const found = values.find((allowed) => allowed === value);
  if (found === undefined) throw invalid(path, `one of ${values.map((v) => `'${v}'`).join(', ')}.`);
  return found;
};

/** `status`: Kampus holds active records only (it deletes; DELETE is how a client removes one). */
export const checkStatus = (record: JsonObject, path: string): void => {
  oneOf(record, 'status', path, ['active']);
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time, as the day it names where it was written (`2026-11-20T23:59:59Z`
 * and `2026-11-20T10:00+03:00` are both the 20th): a day that is no day of its month is refused.
 */
export const dayAt = (record: JsonObject, name: string, path: string): string | null => {
  const value = record[name];
  if (absent(value) || value === '') return null;
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const [year, month, day] = (match?.slice(1, 4) ?? []).map(Number);
  const valid =
    match &&
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    !Number.isNaN(Date.parse(String(value))) &&
    new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day &&
    month >= 1 &&
    month <= 12;
  if (!valid) throw invalid(path, 'an ISO 8601 date or date and time (2026-11-20T23:59:59Z).');
  return String(value).slice(0, 10);
};

/**
 * A number read exactly from its written text, with at most two decimal places (as the gradebook
 * keeps points), within `min`..`max`: written back as the gradebook's decimal text.
 */
export const pointsAt = (
  record: JsonObject,
  name: string,
  path: string,
  rule: { min: string; max: string; aboveMin?: boolean },
): string | null => {
  const value = record[name];
  if (absent(value)) return null;
  if (!(value instanceof ExactNumber)) throw invalid(path, 'a number.');
  let exact: Rational;
  try {
    exact = parseDecimal(value.text, 2);
  } catch {
    throw invalid(path, 'a decimal number with at most two decimal places (no exponent).');
  }
  const low = compareRational(exact, parseDecimal(rule.min));
  if (low < 0 || (rule.aboveMin && low === 0) || compareRational(exact, parseDecimal(rule.max)) > 0)
    throw invalid(path, `a number ${rule.aboveMin ? 'above' : 'of at least'} ${rule.min} and at most ${rule.max}.`);
  return formatRational(exact, 2, 'half_up');
};
