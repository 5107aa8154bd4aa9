import { z } from 'zod';
import { parseReference, writableFields, type Resource } from './define.ts';
import type { FieldDef } from './fields.ts';
import {
  checkPassword,
  normalizeBoolean,
  normalizeColor,
  normalizeDate,
  normalizeDateTime,
  normalizeDecimal,
  normalizeEmail,
  normalizeInt,
  normalizeMoney,
  normalizeText,
  normalizeTime,
  hasUnstorableText,
  type Normalized,
} from './values.ts';

/**
 * zod schemas built from a declaration. Messages are translation keys (`validation.*`), turned
 * into the caller's language by the server and by the web client alike. Values come out
 * normalized: references as ids, money as two-decimal strings, flags as booleans.
 */
const text = (field: FieldDef, input: unknown): Normalized<string> => {
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: 'validation.invalid' };
  const value = String(input);
  const limit = field.maxLength ?? (field.kind === 'longText' || field.kind === 'url' ? 65535 : 255);
  return value.length > limit ? { ok: false, message: 'validation.too_long' } : normalizeText(value);
};

/** jsonb refuses a NUL in any string and PostgreSQL's parser stops at its stack depth. */
const JSON_MAX_DEPTH = 64;
const JSON_MAX_NODES = 100_000;

const jsonProblem = (input: unknown): string | undefined => {
  const stack: [unknown, number][] = [[input, 0]];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > JSON_MAX_NODES) return 'validation.too_deep';
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) return 'validation.invalid_text';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= JSON_MAX_DEPTH) return 'validation.too_deep';
      const entries = Array.isArray(value) ? value : Object.entries(value).flat();
      for (const inner of entries) stack.push([inner, depth + 1]);
    }
  }
  return undefined;
};

/** A colour field: empty, or `#rrggbb` (`normalizeColor`). */
const color = (field: FieldDef, input: unknown): Normalized<string> => {
  const result = text(field, input);
  if (!result.ok || result.value === '' || result.value === null) return result;
  return normalizeColor(String(result.value));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export const normalizeField = (field: FieldDef, input: unknown): Normalized<unknown> => {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'phone':
    case 'url':
      return text(field, input);
    case 'color':
      return color(field, input);
    case 'email':
      return normalizeEmail(input);
    case 'password':
      return checkPassword(input);
    case 'int':
      return normalizeInt(input, field.min, field.max);
    case 'decimal':
      return normalizeDecimal(input, field);
    case 'money':
      return normalizeMoney(input, field);
    case 'boolean':
    case 'flag':
      return normalizeBoolean(input);
    case 'date':
      return normalizeDate(input);
    case 'dateTime':
      return normalizeDateTime(input);
    case 'time':
      return normalizeTime(input);
    case 'enum':
      return typeof input === 'string' && field.values?.includes(input)
        ? { ok: true, value: input }
        : { ok: false, message: 'validation.invalid_choice' };
    case 'ref':
    case 'refId': {
      const id = parseReference(input, field.target ?? '');
      return id === undefined ? { ok: false, message: 'validation.invalid_reference' } : { ok: true, value: id };
    }
    case 'json': {
      const message = jsonProblem(input);
      return message ? { ok: false, message } : { ok: true, value: input };
    }
    case 'uuid':
      return typeof input === 'string' && isUuid(input.trim())
        ? { ok: true, value: input.trim() }
        : { ok: false, message: 'validation.invalid' };
  }
};

const isEmpty = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const fieldSchema = (field: FieldDef, mode: 'create' | 'update') =>
  z.unknown().transform((input, ctx) => {
    if (isEmpty(input)) {
      if (field.required && (mode === 'create' || input !== undefined)) {
        ctx.addIssue({ code: 'custom', message: 'validation.required' });
        return z.NEVER;
      }
      if (input === undefined) return undefined;
      // A zero date is how the spec writes "no date"; other kinds store null.
      return field.kind === 'json' ? input : null;
    }
    const result = normalizeField(field, input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    if (field.required && result.value === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    return result.value;
  });

export type RecordInput = Record<string, unknown>;

const buildSchema = (resource: Resource, mode: 'create' | 'update') =>
  z
    .object(Object.fromEntries(writableFields(resource).map(([name, field]) => [name, fieldSchema(field, mode)])))
    .transform((value) =>
      Object.fromEntries(Object.entries(value).filter(([, fieldValue]) => fieldValue !== undefined)),
    );

const cache = new Map<string, ReturnType<typeof buildSchema>>();

/** The create (all required fields present) or update (merge-patch) schema of a resource. */
export const resourceSchema = (resource: Resource, mode: 'create' | 'update') => {
  const key = `${resource.name}:${mode}`;
  let schema = cache.get(key);
  if (!schema) {
    schema = buildSchema(resource, mode);
    cache.set(key, schema);
  }
  return schema;
};

export interface Violation {
  propertyPath: string;
  message: string;
  /** Values the message names (`{{limit}}`), each itself translated when it is a key. */
  values?: Record<string, string>;
  /** How a value is shown in the message: an amount or a date in the reader's own notation. */
  formats?: Record<string, ValueFormat>;
}

/** `amount`: a decimal string ("10000.00" → "10.000,00" in Turkish); `date`: `YYYY-MM-DD`. */
export type ValueFormat = 'amount' | 'date';

export type ValidationResult = { ok: true; data: RecordInput } | { ok: false; violations: Violation[] };

export const validateRecord = (resource: Resource, mode: 'create' | 'update', body: unknown): ValidationResult => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, violations: [{ propertyPath: '', message: 'validation.invalid_body' }] };
  }
  const result = resourceSchema(resource, mode).safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    violations: result.error.issues.map((issue) => ({
      propertyPath: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
};
