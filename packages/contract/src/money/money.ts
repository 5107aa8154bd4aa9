/**
 * Money as the API carries it: a decimal string with two places ("1250.00"), stored as
 * PostgreSQL numeric(14,2). Every computation runs on integer minor units (cents) in BigInt, so
 * no amount ever passes through a binary float (0.1 + 0.2 is 0.30 here, never 0.30000000000000004).
 * Rounding rules are written down in docs/money.md.
 */

/** An amount on the wire: a decimal string with exactly two places, e.g. "1250.00", "-5.00". */
export type Money = string;

/** What the arithmetic accepts: a money string, or a number read exactly via its shortest decimal form. */
export type MoneyInput = string | number;

/** numeric(14,2): twelve whole digits and two decimals, either sign. */
export const MONEY_MAX_CENTS = 99_999_999_999_999n;
export const MONEY_MIN_CENTS = -MONEY_MAX_CENTS;
export const MONEY_MAX: Money = '999999999999.99';
export const MONEY_MIN: Money = '-999999999999.99';

/** Twelve whole digits at most (numeric(14,2)), two decimals at most: a third decimal is refused, never rounded. */
const MONEY_PATTERN = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount into cents, or undefined when it is no amount numeric(14,2) can hold. A
 * number is read through `String(n)`, its shortest round-trip decimal form: 19.99 is "19.99",
 * so 1999 cents exactly; 0.1 + 0.2 is "0.30000000000000004" and is refused (three decimals
 * or more), never rounded silently.
 */
export const toCents = (input: unknown): bigint | undefined => {
  const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof raw !== 'string') return undefined;
  const match = MONEY_PATTERN.exec(raw.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
};

/** Cents as a money string: "1250.00", "-0.05"; zero is always "0.00", never "-0.00". */
export const fromCents = (cents: bigint): Money => {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

export const isStorableCents = (cents: bigint): boolean => cents >= MONEY_MIN_CENTS && cents <= MONEY_MAX_CENTS;

/** The canonical form of an input ("5" → "5.00", 19.99 → "19.99"), or undefined when it is no amount. */
export const parseMoney = (input: unknown): Money | undefined => {
  const cents = toCents(input);
  return cents === undefined ? undefined : fromCents(cents);
};

/** Reads an input the arithmetic was handed; a non-amount is a programming error, not a user's. */
const cents = (input: MoneyInput): bigint => {
  const value = toCents(input);
  if (value === undefined) throw new TypeError(`Not a money amount: ${String(input)}`);
  return value;
};

/**
 * Every result must fit numeric(14,2): an amount that cannot be stored is refused where it is
 * computed (RangeError), not by the database later as a server error.
 */
const result = (value: bigint): Money => {
  if (!isStorableCents(value)) throw new RangeError(`Amount beyond numeric(14,2): ${value.toString()} cents`);
  return fromCents(value);
};

export const addMoney = (a: MoneyInput, b: MoneyInput): Money => result(cents(a) + cents(b));
export const subtractMoney = (a: MoneyInput, b: MoneyInput): Money => result(cents(a) - cents(b));
export const negateMoney = (a: MoneyInput): Money => result(-cents(a));

/** An amount times a whole number (a quantity, a count of months); a fractional factor is a percentage's job. */
export const multiplyMoney = (a: MoneyInput, factor: number | bigint): Money => {
  if (typeof factor === 'number' && !Number.isSafeInteger(factor)) throw new TypeError('The factor must be an integer');
  return result(cents(a) * BigInt(factor));
};

/** -1, 0 or 1, for `Array.prototype.sort` and comparisons: "10.00" > "9.99" though "10.00" < "9.99" as text. */
export const compareMoney = (a: MoneyInput, b: MoneyInput): -1 | 0 | 1 => {
  const [x, y] = [cents(a), cents(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The sum of a list, "0.00" for none; only the total must fit numeric(14,2), not each partial sum. */
export const sumMoney = (amounts: readonly MoneyInput[]): Money =>
  result(amounts.reduce<bigint>((total, amount) => total + cents(amount), 0n));

/**
 * `total` in `count` equal parts, the remainder of the division on the last one (the
 * installment rule of api-contract `POST /api/installments/plan`): 1000.00 / 3 is 333.33,
 * 333.33, 333.34; 0.05 / 3 is 0.01, 0.01, 0.03. The parts always add up to the total. A
 * negative total is refused (RangeError): a plan of debts below zero is no plan, and a refund
 * is its own record, not installments.
 */
export const splitMoney = (total: MoneyInput, count: number): Money[] => {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('The count must be a whole number of 1 or more');
  const whole = cents(total);
  if (whole < 0n) throw new RangeError('A negative total cannot be split into installments');
  const part = whole / BigInt(count);
  const last = whole - part * BigInt(count - 1);
  return [...Array.from({ length: count - 1 }, () => fromCents(part)), fromCents(last)];
};

/** A percentage: a number or decimal string, up to four decimals ("12.5", 7.25, "-3"). */
const PERCENT_PATTERN = /^(-?)(\d{1,6})(?:\.(\d{1,4}))?$/;

/**
 * `percent` % of `amount`, rounded to the cent HALF AWAY FROM ZERO: 10% of 0.05 is 0.01, and
 * of -0.05 is -0.01. Why not banker's rounding: half away from zero is what a receipt, a
 * calculator and PostgreSQL's own `round(numeric)` do, so an amount computed here and one
 * computed in SQL agree to the cent, and a parent checking a discount by hand finds the same
 * figure. The percentage is read exactly (scaled integer), like the amount.
 */
export const percentOfMoney = (amount: MoneyInput, percent: string | number): Money => {
  const raw = typeof percent === 'number' && Number.isFinite(percent) ? String(percent) : percent;
  const match = typeof raw === 'string' ? PERCENT_PATTERN.exec(raw.trim()) : null;
  if (!match) throw new TypeError(`Not a percentage: ${String(percent)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole + fraction.padEnd(4, '0')) * (sign === '-' ? -1n : 1n);
  // cents × percent/100 with percent scaled by 10^4: divide by 10^6, rounding half away from zero.
  const numerator = cents(amount) * scaled;
  const divisor = 1_000_000n;
  const quotient = numerator / divisor; // BigInt division truncates toward zero
  const remainder = numerator % divisor; // carries the numerator's sign
  const abs = remainder < 0n ? -remainder : remainder;
  const rounded = abs * 2n >= divisor ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
  return result(rounded);
};
