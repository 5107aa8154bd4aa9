/**
 * Normalizers for wire values, shared by server validation and web forms. Each returns the
 * normalized value, or an error message key. Money never passes through a binary float: a
 * JSON number is accepted only when its shortest decimal form already has two places or fewer.
 */
export type Normalized<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Normalized<T> => ({ ok: true, value });
const fail = (message: string): Normalized<never> => ({ ok: false, message });

export const ZERO_DATE = '0000-00-00';
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONEY = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/;

export const normalizeMoney = (input: unknown): Normalized<string> => {
  const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof raw !== 'string') return fail('validation.invalid_amount');
  const match = MONEY.exec(raw.trim());
  if (!match) return fail('validation.invalid_amount');
  const [, sign = '', whole = '0', fraction = ''] = match;
  const normalizedWhole = whole.replace(/^0+(?=\d)/, '');
  const value = `${normalizedWhole}.${fraction.padEnd(2, '0')}`;
  return ok(sign && /[1-9]/.test(value) ? `-${value}` : value);
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
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return fail('validation.invalid_time');
  return ok(`${match[1]}:${match[2]}:${match[3] ?? '00'}`);
};

export const normalizeEmail = (input: unknown): Normalized<string> =>
  typeof input === 'string' && EMAIL.test(input.trim())
    ? ok(input.trim().toLowerCase())
    : fail('validation.invalid_email');

export const checkPassword = (input: unknown): Normalized<string> =>
  typeof input === 'string' && PASSWORD_RULE.test(input) ? ok(input) : fail('validation.password_rule');

/** Booleans take true/false, 1/0 and their strings. */
export const normalizeBoolean = (input: unknown): Normalized<boolean> => {
  if (input === true || input === 1 || input === '1' || input === 'true') return ok(true);
  if (input === false || input === 0 || input === '0' || input === 'false') return ok(false);
  return fail('validation.invalid_boolean');
};

export const normalizeInt = (input: unknown, min?: number, max?: number): Normalized<number> => {
  const value = typeof input === 'string' && /^-?\d+$/.test(input.trim()) ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail('validation.invalid_number');
  if (min !== undefined && value < min) return fail('validation.too_small');
  if (max !== undefined && value > max) return fail('validation.too_large');
  return ok(value);
};

export const normalizeDecimal = (input: unknown): Normalized<string> => {
  const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  return typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim())
    ? ok(raw.trim())
    : fail('validation.invalid_number');
};
