/**
 * Normalizers for wire values, shared by server validation and web forms. Each returns the
 * normalized value, or an error message key. Money never passes through a binary float: a
 * JSON number is accepted only when its shortest decimal form already has two places or fewer.
 */
import { parseMoney } from '../money/money.ts';

export type Normalized<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Normalized<T> => ({ ok: true, value });
const fail = (message: string): Normalized<never> => ({ ok: false, message });

/**
 * A colour as a colour picker gives it, `#rrggbb`, kept lower case: a class type's `bgcolor`, the
 * login screen's background. Any other text would reach a screen's style as it is.
 */
export const normalizeColor = (value: string): Normalized<string> =>
  /^#[0-9a-f]{6}$/i.test(value) ? ok(value.toLowerCase()) : fail('validation.invalid_color');

export const ZERO_DATE = '0000-00-00';

/**
 * What the columns can hold (resource-tables.ts maps kinds to columns): ids, references and
 * `int` fields are PostgreSQL `integer` (int4); a value beyond it must be refused here, before
 * SQL, or the database answers "out of range" as a server error.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** A row id as PostgreSQL `serial` holds it: 1 to 2^31-1, from a number or a string of digits. */
export const parseId = (input: unknown): number | undefined => {
  const value = typeof input === 'string' && /^\d{1,10}$/.test(input) ? Number(input) : input;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT4_MAX ? value : undefined;
};

/**
 * Text PostgreSQL cannot store: a NUL (refused in text and jsonb alike) or a lone UTF-16
 * surrogate (not a character at all; it would be written as U+FFFD or refused).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasUnstorableText = (value: string): boolean => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** Checks a string for text PostgreSQL refuses. */
export const normalizeText = (value: string): Normalized<string> =>
  hasUnstorableText(value) ? fail('validation.invalid_text') : ok(value);
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Declared bounds of a number field, checked after the column's own. */
export interface Bounds {
  min?: number | undefined;
  max?: number | undefined;
}

const withinBounds = <T>(value: T, numeric: number, bounds: Bounds): Normalized<T> => {
  if (bounds.min !== undefined && numeric < bounds.min) return fail('validation.too_small');
  if (bounds.max !== undefined && numeric > bounds.max) return fail('validation.too_large');
  return ok(value);
};

/** Money is numeric(14,2), read exactly by the money module (money/money.ts), then the declared bounds. */
export const normalizeMoney = (input: unknown, bounds: Bounds = {}): Normalized<string> => {
  const value = parseMoney(input);
  if (value === undefined) return fail('validation.invalid_amount');
  return withinBounds(value, Number(value), bounds);
};

export const isValidDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `YYYY-MM-DD`; "0000-00-00" and "" mean no date (null). */
export const normalizeDate = (input: unknown): Normalized<string | null> => {
  if (input === null || input === '' || input === ZERO_DATE) return ok(null);
  if (typeof input !== 'string') return fail('validation.invalid_date');
  const day = input.trim().slice(0, 10);
  return isValidDate(day) && (input.trim().length === 10 || /^T|^ /.test(input.trim().slice(10)))
    ? ok(day)
    : fail('validation.invalid_date');
};

/** `YYYY-MM-DD HH:mm:ss`, also accepting ISO `T` and a missing seconds part. */
export const normalizeDateTime = (input: unknown): Normalized<string | null> => {
  if (input === null || input === '') return ok(null);
  if (typeof input !== 'string') return fail('validation.invalid_datetime');
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(input.trim());
  if (!match?.[1] || !isValidDate(match[1])) return fail('validation.invalid_datetime');
  const [hours, minutes, seconds = '00'] = [match[2], match[3], match[4]];
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return fail('validation.invalid_datetime');
  return ok(`${match[1]} ${hours}:${minutes}:${seconds}`);
};

export const normalizeTime = (input: unknown): Normalized<string | null> => {
  if (input === null || input === '') return ok(null);
  const match = typeof input === 'string' ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(input.trim()) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) {
    return fail('validation.invalid_time');
  }
  return ok(`${match[1]}:${match[2]}:${match[3] ?? '00'}`);
};

/** The longest address SMTP carries (RFC 5321); a longer one also outgrows a btree index row. */
export const MAX_EMAIL_LENGTH = 254;

export const normalizeEmail = (input: unknown): Normalized<string> =>
  typeof input === 'string' && input.trim().length > MAX_EMAIL_LENGTH
    ? fail('validation.too_long')
    : typeof input === 'string' && EMAIL.test(input.trim()) && !hasUnstorableText(input)
      ? ok(input.trim().toLowerCase())
      : fail('validation.invalid_email');

export const checkPassword = (input: unknown): Normalized<string> => {
  if (typeof input === 'string' && hasUnstorableText(input)) return fail('validation.invalid_text');
  return typeof input === 'string' && PASSWORD_RULE.test(input) ? ok(input) : fail('validation.password_rule');
};

/** Booleans take true/false, 1/0 and their strings. */
export const normalizeBoolean = (input: unknown): Normalized<boolean> => {
  if (input === true || input === 1 || input === '1' || input === 'true') return ok(true);
  if (input === false || input === 0 || input === '0' || input === 'false') return ok(false);
  return fail('validation.invalid_boolean');
};

/** An `int` field is an int4 column: beyond it is too large (or small) whatever its declaration says. */
export const normalizeInt = (input: unknown, min?: number, max?: number): Normalized<number> => {
  const value = typeof input === 'string' && /^-?\d+$/.test(input.trim()) ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isInteger(value)) {
    return fail('validation.invalid_number');
  }
  if (value < INT4_MIN) return fail('validation.too_small');
  if (value > INT4_MAX) return fail('validation.too_large');
  return withinBounds(value, value, { min, max });
};

export interface DecimalColumn extends Bounds {
  /** numeric(precision, scale), as resource-tables.ts declares the column. */
  precision?: number | undefined;
  scale?: number | undefined;
}

/**
 * A decimal as its numeric(p,s) column holds it: at most `scale` decimals and `p - s` whole
 * digits (PostgreSQL would round the first and refuse the second), then the declared bounds.
 */
export const normalizeDecimal = (input: unknown, column: DecimalColumn = {}): Normalized<string> => {
  const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  const match = typeof raw === 'string' ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(raw.trim()) : null;
  if (!match) return fail('validation.invalid_decimal');
  const { precision = 10, scale = 4 } = column;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (fraction.length > scale) return fail('validation.too_many_decimals');
  if (digits !== '0' && digits.length > precision - scale)
    return fail(sign ? 'validation.too_small' : 'validation.too_large');
  const value = `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
  return withinBounds(value, Number(value), column);
};

/** A phone number as people write one: digits, spaces and + ( ) - . / only, 3 to 30 of them. */
export const isPhoneNumber = (value: string): boolean => /^[0-9+()\-./ ]{3,30}$/.test(value);
