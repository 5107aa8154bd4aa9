import { describe, expect, it } from 'vitest';
import { formatNumber, isNumberPattern, numberShape } from './number-pattern.ts';

describe('student number patterns', () => {
  it('fills the tokens and pads the sequence', () => {
    const shape = numberShape('{year}{seq:4}', { year: 2026, school: 3 });
    expect([formatNumber(shape, 1), formatNumber(shape, 12345)]).toEqual(['20260001', '202612345']);
    expect(formatNumber(numberShape('K{yy}-{school}/{seq:3}.A', { year: 2026, school: 3 }), 7)).toBe('K26-3/007.A');
    expect(formatNumber(numberShape('{seq}', { year: 2026, school: 3 }), 42)).toBe('42');
  });

  it('takes letters, digits, - / _ . and exactly one sequence', () => {
    expect(['{year}{seq:4}', 'K{yy}-{seq:3}', '{school}_{seq}'].map(isNumberPattern)).toEqual([true, true, true]);
    expect(['{year}', '{seq}{seq}', 'K{month}{seq}', 'A B{seq}', '{seq:0}', ''].map(isNumberPattern)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
