import { invalidValue } from './scim-errors.ts';

/** An object's members by lower-case name: SCIM attribute names are case-insensitive (RFC 7643 2.1). */
export const members = (value: unknown): Map<string, unknown> =>
  new Map(
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).map(([key, inner]) => [key.toLowerCase(), inner])
      : [],
  );

/** A boolean as clients send it: `true`, or Entra's `"True"`/`"False"` strings. */
export const asBoolean = (attribute: string, value: unknown): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw invalidValue(attribute, 'must be a boolean');
};

export const asString = (attribute: string, value: unknown, maxLength: number): string => {
  if (typeof value !== 'string') throw invalidValue(attribute, 'must be a string');
  const trimmed = value.trim();
  if (trimmed === '') throw invalidValue(attribute, 'must not be empty');
  if (trimmed.length > maxLength) throw invalidValue(attribute, `must be at most ${maxLength} characters`);
  return trimmed;
};

/** A positive whole number that fits a Kampus id, given as a number or as its digits. */
export const asId = (attribute: string, value: unknown): number => {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 2_147_483_647) {
    throw invalidValue(attribute, 'must be a Kampus id (a whole number)');
  }
  return number;
};

/** A query parameter given once; SCIM's 400 when repeated. */
export const single = (name: string, value: string | string[] | undefined): string | undefined => {
  if (Array.isArray(value)) throw invalidValue(name, 'given more than once');
  return value;
};

/** `startIndex` and `count` (RFC 7644 3.4.2.4): 1-based, below 1 read as 1; a count below 0 as 0. */
export const paging = (
  startIndex: string | undefined,
  count: string | undefined,
  maxCount: number,
): { offset: number; limit: number } => {
  const whole = (name: string, text: string): number => {
    if (!/^-?\d{1,12}$/.test(text.trim())) throw invalidValue(name, 'must be a whole number');
    return Number(text);
  };
  const start = startIndex === undefined ? 1 : Math.max(1, whole('startIndex', startIndex));
  const limit = count === undefined ? maxCount : Math.min(maxCount, Math.max(0, whole('count', count)));
  return { offset: Math.min(start - 1, 2_000_000_000), limit };
};
