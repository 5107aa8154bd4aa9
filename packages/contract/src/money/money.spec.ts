import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  fromCents,
  MONEY_MAX,
  MONEY_MIN,
  multiplyMoney,
  negateMoney,
  parseMoney,
  percentOfMoney,
  splitMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from './money.ts';
import { displayMoney, schoolCurrency } from './currency.ts';

describe('reading and writing money', () => {
  it.each([
    ['1250', '1250.00'],
    ['1250.5', '1250.50'],
    [' 0012.30 ', '12.30'],
    ['-0.00', '0.00'],
    ['-0.05', '-0.05'],
    [19.99, '19.99'],
    [0.1, '0.10'],
    [1e3, '1000.00'],
    [MONEY_MAX, MONEY_MAX],
    [MONEY_MIN, MONEY_MIN],
  ])('reads %j as %s', (input, output) => {
    expect(parseMoney(input)).toBe(output);
  });

  it('reads the number 19.99 as exactly 1999 cents', () => {
    expect(toCents(19.99)).toBe(1999n);
  });

  it.each([
    [0.1 + 0.2],
    ['1.005'],
    ['1000000000000'],
    ['1e3'],
    [Number.NaN],
    [Infinity],
    [''],
    ['12,50'],
    [null],
    [{}],
  ])('refuses %j rather than rounding it', (input) => {
    expect(parseMoney(input)).toBeUndefined();
  });

  it('writes cents with two places and never a negative zero', () => {
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(-0n)).toBe('0.00');
    expect(fromCents(123456n)).toBe('1234.56');
  });
});

describe('arithmetic on cents', () => {
  it('adds 0.1 and 0.2 to 0.30, not 0.30000000000000004', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney(0.1, 0.2)).toBe('0.30');
  });

  it('subtracts and negates', () => {
    expect(subtractMoney('10.00', '10.01')).toBe('-0.01');
    expect(negateMoney('12.34')).toBe('-12.34');
    expect(negateMoney('-12.34')).toBe('12.34');
    expect(negateMoney('0.00')).toBe('0.00');
  });

  it('multiplies by a whole number only', () => {
    expect(multiplyMoney('333.33', 3)).toBe('999.99');
    expect(multiplyMoney('0.10', -3)).toBe('-0.30');
    expect(() => multiplyMoney('1.00', 1.5)).toThrow(TypeError);
  });

  it('compares as amounts, not as text', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('-1.00', '0.50')).toBe(-1);
    expect(compareMoney('5', 5)).toBe(0);
    expect(['10.00', '9.99', '-1.00', '100.00'].sort(compareMoney)).toEqual(['-1.00', '9.99', '10.00', '100.00']);
  });

  it('sums a list exactly, an empty one to 0.00', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe('1.00');
    expect(sumMoney(['333.33', '333.33', '333.34'])).toBe('1000.00');
    expect(sumMoney([MONEY_MAX, '1.00', '-1.00'])).toBe(MONEY_MAX);
  });

  it('refuses a result beyond numeric(14,2) at the bound and keeps the bound itself', () => {
    expect(addMoney('999999999999.98', '0.01')).toBe(MONEY_MAX);
    expect(() => addMoney(MONEY_MAX, '0.01')).toThrow(RangeError);
    expect(() => subtractMoney(MONEY_MIN, '0.01')).toThrow(RangeError);
    expect(() => multiplyMoney('500000000000.00', 2)).toThrow(RangeError);
    expect(() => sumMoney([MONEY_MAX, MONEY_MAX])).toThrow(RangeError);
    expect(negateMoney(MONEY_MIN)).toBe(MONEY_MAX);
  });

  it('refuses an input that is no amount', () => {
    expect(() => addMoney('abc', '1.00')).toThrow(TypeError);
  });
});

describe('splitting into installments', () => {
  it.each([
    ['1000.00', 3, ['333.33', '333.33', '333.34']],
    ['0.05', 3, ['0.01', '0.01', '0.03']],
    ['0.02', 3, ['0.00', '0.00', '0.02']],
    ['1200.00', 12, Array.from({ length: 12 }, () => '100.00')],
    ['0.00', 2, ['0.00', '0.00']],
    ['99.99', 1, ['99.99']],
    [MONEY_MAX, 7, [...Array.from({ length: 6 }, () => '142857142857.14'), '142857142857.15']],
  ])('splits %s in %i with the remainder on the last', (total, count, parts) => {
    expect(splitMoney(total, count)).toEqual(parts);
    expect(sumMoney(splitMoney(total, count))).toBe(parseMoney(total));
  });

  it('refuses a negative total and a count below one', () => {
    expect(() => splitMoney('-100.00', 3)).toThrow(RangeError);
    expect(() => splitMoney('100.00', 0)).toThrow(RangeError);
    expect(() => splitMoney('100.00', 2.5)).toThrow(RangeError);
  });
});

describe('percentages, half away from zero to the cent', () => {
  it.each([
    ['200.00', 10, '20.00'],
    ['0.05', 10, '0.01'], // 0.005 rounds up
    ['-0.05', 10, '-0.01'], // and away from zero below it
    ['0.25', 10, '0.03'], // 0.025: half away from zero, where banker's would give 0.02
    ['0.15', 10, '0.02'], // 0.015 → 0.02 under both rules
    ['0.04', 10, '0.00'], // 0.004 rounds down
    ['1000.00', '12.5', '125.00'],
    ['99.99', '18', '18.00'], // 17.9982
    ['1234.56', '7.25', '89.51'], // 89.5056
    ['100.00', '-3', '-3.00'],
    ['19.99', 0.1, '0.02'], // 0.01999
    [MONEY_MAX, 100, MONEY_MAX],
  ])('%s × %s%% is %s', (amount, percent, expected) => {
    expect(percentOfMoney(amount, percent)).toBe(expected);
  });

  it('refuses a percentage it cannot read exactly and a result beyond the bound', () => {
    expect(() => percentOfMoney('1.00', '1.00001')).toThrow(TypeError);
    expect(() => percentOfMoney('1.00', Number.NaN)).toThrow(TypeError);
    expect(() => percentOfMoney(MONEY_MAX, 101)).toThrow(RangeError);
  });
});

describe('currency of a school', () => {
  const countries = [
    { code: 'TR', currency: 'TRY' },
    { code: 'DE', currency: 'EUR' },
    { code: 'XX', currency: null },
  ];

  it("is its country's currency, else the default", () => {
    expect(schoolCurrency({ countryCode: 'DE' }, countries)).toBe('EUR');
    expect(schoolCurrency({ countryCode: 'de' }, countries)).toBe('EUR');
    expect(schoolCurrency({ countryCode: 'XX' }, countries)).toBe('TRY');
    expect(schoolCurrency({ countryCode: null }, countries)).toBe('TRY');
  });

  it('formats for display in the language, exactly beyond float precision', () => {
    expect(displayMoney('1250.00', 'EUR', 'de')).toBe('1.250,00\u00a0€');
    expect(displayMoney('1250.5', 'USD', 'en')).toBe('$1,250.50');
    expect(displayMoney(MONEY_MAX, 'USD', 'en')).toBe('$999,999,999,999.99');
  });
});
