import { describe, expect, it } from 'vitest';
import { add, div, formatRational, isDecimal, parseDecimal, rational } from './rational.ts';

const round = (value: string | number, places: number, rule: 'half_up' | 'half_even' | 'down' | 'up') =>
  formatRational(parseDecimal(value), places, rule);

describe('exact decimals', () => {
  it('reads decimals as fractions, numbers by their shortest form', () => {
    expect(parseDecimal('89.995')).toEqual({ num: 17999n, den: 200n });
    expect(parseDecimal(2.675)).toEqual({ num: 107n, den: 40n });
    expect(parseDecimal('-3')).toEqual({ num: -3n, den: 1n });
    // 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    expect(formatRational(add(parseDecimal('0.1'), parseDecimal(0.2)), 20, 'half_up')).toBe('0.30000000000000000000');
  });

  it('refuses what is no plain decimal, and more places than allowed', () => {
    expect(() => parseDecimal('1e-7')).toThrow(TypeError);
    expect(() => parseDecimal(Number.NaN)).toThrow(TypeError);
    expect(() => parseDecimal('12.345', 2)).toThrow(RangeError);
    expect(isDecimal('12.34', 2)).toBe(true);
    expect(isDecimal('12.345', 2)).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });
});

describe('rounding once, by a stated rule', () => {
  it('half up: a half goes away from zero, where binary floats fall short', () => {
    expect(round('89.995', 2, 'half_up')).toBe('90.00');
    expect(round(2.675, 2, 'half_up')).toBe('2.68');
    expect((2.675).toFixed(2)).toBe('2.67'); // what a float would have printed
    expect(round(1.005, 2, 'half_up')).toBe('1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(round('89.5', 0, 'half_up')).toBe('90');
    expect(round('-2.5', 0, 'half_up')).toBe('-3');
  });

  it('half even: a half goes to the even neighbour', () => {
    expect(round('2.665', 2, 'half_even')).toBe('2.66');
    expect(round('2.675', 2, 'half_even')).toBe('2.68');
    expect(round('89.995', 2, 'half_even')).toBe('90.00');
    expect(round('44.5', 0, 'half_even')).toBe('44');
    expect(round('-2.5', 0, 'half_even')).toBe('-2');
    expect(round('2.6651', 2, 'half_even')).toBe('2.67');
  });

  it('down cuts towards zero, up goes away from it', () => {
    expect(round('89.999', 2, 'down')).toBe('89.99');
    expect(round('89.991', 2, 'up')).toBe('90.00');
    expect(round('89.99', 2, 'up')).toBe('89.99');
    expect(round('-2.5', 0, 'down')).toBe('-2');
    expect(round('-2.1', 0, 'up')).toBe('-3');
    expect(formatRational(div(rational(1n), rational(3n)), 2, 'down')).toBe('0.33');
    expect(formatRational(div(rational(1n), rational(3n)), 2, 'up')).toBe('0.34');
  });

  it('writes exactly the places asked, never "-0.00"', () => {
    expect(round('7', 2, 'half_up')).toBe('7.00');
    expect(round('0.05', 1, 'half_up')).toBe('0.1');
    expect(round('-0.004', 2, 'half_up')).toBe('0.00');
    expect(round('0.004', 0, 'half_up')).toBe('0');
  });
});
