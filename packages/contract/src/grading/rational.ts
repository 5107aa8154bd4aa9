/**
 * Exact fractions on BigInt, for the grade arithmetic: a score, a weight and a percent are read
 * as integers over a power of ten and every sum, product and quotient stays a fraction, so
 * nothing drifts the way binary floats do (179.99 / 200 is 0.89995 here, not 0.8999499…). The
 * one rounding happens when a result is written out (`formatRational`), by a stated rule.
 */

import { ROUNDING_RULES, type RoundingRule } from './types.ts';

/** A fraction `num / den` with `den > 0`, kept in lowest terms. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

/** What the arithmetic reads: a decimal string ("89.5", "-3") or a number written the same way. */
export type DecimalInput = string | number;

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const rational = (num: bigint, den = 1n): Rational => {
  if (den === 0n) throw new RangeError('A fraction cannot have a zero denominator.');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
};

export const ZERO = rational(0n);
export const HUNDRED = rational(100n);

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a decimal exactly: "89.995" is 89995/1000. A number is read through `String(n)`, its
 * shortest round-trip form (2.675 is "2.675"), so what a person typed is what is computed; an
 * exponent form (1e-7), NaN or Infinity is refused. `maxDecimals` refuses more places than the
 * caller allows (scores: two), rather than rounding them silently.
 */
export const parseDecimal = (input: DecimalInput, maxDecimals = Number.POSITIVE_INFINITY): Rational => {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new TypeError(`Not a decimal number: ${String(input)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > maxDecimals) throw new RangeError(`More than ${maxDecimals} decimals: ${text}`);
  const num = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return rational(num, 10n ** BigInt(fraction.length));
};

/** Whether `input` reads as a decimal with at most `maxDecimals` places (for validation). */
export const isDecimal = (input: unknown, maxDecimals = Number.POSITIVE_INFINITY): input is DecimalInput => {
  if (typeof input !== 'string' && typeof input !== 'number') return false;
  try {
    parseDecimal(input, maxDecimals);
    return true;
  } catch {
    return false;
  }
};

export const add = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational): Rational => {
  if (b.num === 0n) throw new RangeError('Division by zero.');
  return rational(a.num * b.den, a.den * b.num);
};
export const sum = (values: readonly Rational[]): Rational => values.reduce(add, ZERO);

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compare = (a: Rational, b: Rational): -1 | 0 | 1 => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};
export const min = (a: Rational, b: Rational): Rational => (compare(a, b) <= 0 ? a : b);
export const max = (a: Rational, b: Rational): Rational => (compare(a, b) >= 0 ? a : b);
export const isZero = (a: Rational): boolean => a.num === 0n;

/**
 * Rounds to `decimals` places by `rule` and writes the result with exactly that many places.
 * `half_up` takes a half away from zero (89.995 is 90.00, 2.675 is 2.68); `half_even` takes it to
 * the even neighbour (2.675 is 2.68, 2.665 is 2.66); `down` cuts towards zero and `up` away from
 * it. Zero is never written "-0.00".
 */
export const formatRational = (value: Rational, decimals: number, rule: RoundingRule): string => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) throw new RangeError(`Bad decimals: ${decimals}`);
  if (!ROUNDING_RULES.includes(rule)) throw new RangeError(`Unknown rounding rule: ${String(rule)}`);
  const negative = value.num < 0n;
  const scaled = (negative ? -value.num : value.num) * 10n ** BigInt(decimals);
  let whole = scaled / value.den;
  const twice = 2n * (scaled % value.den);
  const exact = twice === 0n;
  const bump =
    rule === 'up'
      ? !exact
      : rule === 'half_up'
        ? twice >= value.den
        : rule === 'half_even'
          ? twice > value.den || (twice === value.den && whole % 2n === 1n)
          : false;
  if (bump) whole += 1n;
  const digits = whole.toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative && whole !== 0n ? `-${text}` : text;
};

/**
 * A figure of an explanation (points earned, a category's percent): written to `places` places,
 * half up. Only for reading: the grade itself is computed on the exact fractions.
 */
export const showRational = (value: Rational, places = 2): string => formatRational(value, places, 'half_up');
