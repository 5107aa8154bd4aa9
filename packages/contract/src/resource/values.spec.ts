import { describe, expect, it } from 'vitest';
import { parseReference } from './define.ts';
import { normalizeField } from './validation.ts';
import {
  checkPassword,
  normalizeDate,
  normalizeDateTime,
  normalizeDecimal,
  normalizeEmail,
  normalizeInt,
  normalizeMoney,
  normalizeText,
  normalizeTime,
  parseId,
} from './values.ts';

describe('money', () => {
  it.each([
    ['1250', '1250.00'],
    ['1250.5', '1250.50'],
    [1250.5, '1250.50'],
    ['0.10', '0.10'],
    ['-15.25', '-15.25'],
    ['007.1', '7.10'],
    ['-0', '0.00'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizeMoney(input)).toEqual({ ok: true, value: output });
  });
  it.each([[0.1 + 0.2], ['1.234'], ['abc'], [''], [null], ['1e3'], [Number.NaN]])('%j is refused', (input) => {
    expect(normalizeMoney(input)).toEqual({ ok: false, message: 'validation.invalid_amount' });
  });
});

describe('dates', () => {
  it('reads "0000-00-00" as no date and refuses impossible days', () => {
    expect(normalizeDate('0000-00-00')).toEqual({ ok: true, value: null });
    expect(normalizeDate('2026-02-29').ok).toBe(false);
    expect(normalizeDate('2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
  });
  it('normalizes date-times to YYYY-MM-DD HH:mm:ss', () => {
    expect(normalizeDateTime('2026-09-01T08:30')).toEqual({ ok: true, value: '2026-09-01 08:30:00' });
    expect(normalizeDateTime('2026-09-01 25:00:00').ok).toBe(false);
  });
});

describe('password rule', () => {
  it.each(['Kampus!2026', 'aB3$efgh'])('accepts %s', (password) => expect(checkPassword(password).ok).toBe(true));
  it.each(['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', 'Sh0rt!A'])('refuses %s', (password) => {
    expect(checkPassword(password)).toEqual({ ok: false, message: 'validation.password_rule' });
  });
});

describe('what the columns hold', () => {
  it.each([
    ['1', 1],
    [2147483647, 2147483647],
    ['2147483647', 2147483647],
  ])('id %j is %j', (input, output) => expect(parseId(input)).toBe(output));
  it.each([[0], ['0'], [-1], [2147483648], ['2147483648'], ['99999999999999999999'], [1.5], ['1e3'], [' 1'], [null]])(
    'id %j names no row',
    (input) => expect(parseId(input)).toBeUndefined(),
  );
  it('references stop at int4', () => {
    expect(parseReference('/api/schools/2147483647', 'schools')).toBe(2147483647);
    expect(parseReference('/api/schools/99999999999', 'schools')).toBeUndefined();
    expect(parseReference(2 ** 31, 'schools')).toBeUndefined();
  });
  it('an int field is int4 whatever its declaration', () => {
    expect(normalizeInt(2 ** 31 - 1)).toEqual({ ok: true, value: 2147483647 });
    expect(normalizeInt(2 ** 31)).toEqual({ ok: false, message: 'validation.too_large' });
    expect(normalizeInt('-2147483649')).toEqual({ ok: false, message: 'validation.too_small' });
    expect(normalizeInt(2 ** 63)).toEqual({ ok: false, message: 'validation.too_large' });
    expect(normalizeInt(Number.POSITIVE_INFINITY)).toEqual({ ok: false, message: 'validation.invalid_number' });
    expect(normalizeInt(5, 0, 4)).toEqual({ ok: false, message: 'validation.too_large' });
  });
  it('a decimal fits numeric(p,s) and its declared min and max', () => {
    const rate = { precision: 5, scale: 2, min: 0, max: 100 };
    expect(normalizeDecimal('12.5', rate)).toEqual({ ok: true, value: '12.5' });
    expect(normalizeDecimal(100, rate)).toEqual({ ok: true, value: '100' });
    expect(normalizeDecimal('007.25', rate)).toEqual({ ok: true, value: '7.25' });
    expect(normalizeDecimal(150, rate)).toEqual({ ok: false, message: 'validation.too_large' });
    expect(normalizeDecimal(-50, rate)).toEqual({ ok: false, message: 'validation.too_small' });
    expect(normalizeDecimal(1000, { precision: 5, scale: 2 })).toEqual({ ok: false, message: 'validation.too_large' });
    expect(normalizeDecimal('12.345', rate)).toEqual({ ok: false, message: 'validation.too_many_decimals' });
    expect(normalizeDecimal('1e3', rate)).toEqual({ ok: false, message: 'validation.invalid_decimal' });
  });
  it('money keeps to numeric(14,2) and declared bounds', () => {
    expect(normalizeMoney('999999999999.99')).toEqual({ ok: true, value: '999999999999.99' });
    expect(normalizeMoney('1000000000000').ok).toBe(false);
    expect(normalizeMoney('-5', { min: 0 })).toEqual({ ok: false, message: 'validation.too_small' });
  });
  it('text refuses what PostgreSQL cannot store: NUL and lone surrogates', () => {
    expect(normalizeText('Grüße 👋')).toEqual({ ok: true, value: 'Grüße 👋' });
    for (const bad of ['a\u0000b', 'a\uD800b', '\uDC00', 'x\uD83D']) {
      expect(normalizeText(bad)).toEqual({ ok: false, message: 'validation.invalid_text' });
    }
    expect(normalizeEmail('a\u0000b@x.io').ok).toBe(false);
    expect(checkPassword('Kampus!2026\u0000')).toEqual({ ok: false, message: 'validation.invalid_text' });
  });
  it('times keep seconds under 60', () => {
    expect(normalizeTime('12:00:59')).toEqual({ ok: true, value: '12:00:59' });
    expect(normalizeTime('12:00:99').ok).toBe(false);
  });
  it('fields: json without NUL and not too deep, uuid as a uuid', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100; level++) deep = [deep];
    expect(normalizeField({ kind: 'json' }, { a: ['b\u0000'] })).toEqual({
      ok: false,
      message: 'validation.invalid_text',
    });
    expect(normalizeField({ kind: 'json' }, deep)).toEqual({ ok: false, message: 'validation.too_deep' });
    expect(normalizeField({ kind: 'json' }, { a: [1, 'b'] }).ok).toBe(true);
    expect(normalizeField({ kind: 'uuid' }, '-'.repeat(36)).ok).toBe(false);
    expect(normalizeField({ kind: 'text' }, 'x\u0000')).toEqual({ ok: false, message: 'validation.invalid_text' });
  });
});

describe('e-mail length', () => {
  it('refuses an address longer than SMTP carries', () => {
    expect(normalizeEmail(`${'a'.repeat(242)}@example.org`).ok).toBe(true);
    expect(normalizeEmail(`${'a'.repeat(243)}@example.org`)).toEqual({ ok: false, message: 'validation.too_long' });
  });
});
