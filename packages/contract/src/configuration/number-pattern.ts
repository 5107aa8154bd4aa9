/**
 * A school's student number pattern (the `studentNumberPattern` setting, docs/enrolment.md):
 * letters, digits and `- / _ .` as written, and the tokens
 * - `{year}`: the start year of the season the student is enrolled in (2026),
 * - `{yy}`: its last two digits (26),
 * - `{school}`: the school's id,
 * - `{seq}` or `{seq:N}`: the next number of the school among the numbers of this shape, at least
 *   N digits with leading zeros (exactly one `{seq}` per pattern).
 * `{year}{seq:4}` makes 20260001, 20260002, ...
 */
const PART = /\{year\}|\{yy\}|\{school\}|\{seq(?::[1-9])?\}|[A-Za-z0-9._/-]/g;
const SEQ = /\{seq(?::([1-9]))?\}/g;

export const DEFAULT_NUMBER_PATTERN = '{year}{seq:4}';

export const isNumberPattern = (pattern: string): boolean =>
  pattern.length > 0 && pattern.replace(PART, '') === '' && (pattern.match(SEQ) ?? []).length === 1;

export interface NumberShape {
  /** What comes before the sequence, tokens filled in. */
  prefix: string;
  /** What comes after it. */
  suffix: string;
  /** The sequence's least number of digits. */
  digits: number;
}

/** The pattern with its tokens filled in for one school and season, split around the sequence. */
export const numberShape = (pattern: string, values: { year: number; school: number }): NumberShape => {
  const fill = (part: string) =>
    part
      .replaceAll('{year}', String(values.year))
      .replaceAll('{yy}', String(values.year % 100).padStart(2, '0'))
      .replaceAll('{school}', String(values.school));
  const match = /\{seq(?::([1-9]))?\}/.exec(pattern);
  if (!match) return { prefix: fill(pattern), suffix: '', digits: 1 };
  return {
    prefix: fill(pattern.slice(0, match.index)),
    suffix: fill(pattern.slice(match.index + match[0].length)),
    digits: Number(match[1] ?? 1),
  };
};

/** The number with sequence `seq` in this shape: `{year}{seq:4}`, 7 → 20260007. */
export const formatNumber = (shape: NumberShape, seq: number): string =>
  `${shape.prefix}${String(seq).padStart(shape.digits, '0')}${shape.suffix}`;
