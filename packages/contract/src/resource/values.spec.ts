import { describe, expect, it } from 'vitest';
import { checkPassword, normalizeDate, normalizeDateTime, normalizeMoney } from './values.ts';

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
