import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar.ts';

describe('addMonths', () => {
  it('keeps the day, or clamps it to a shorter month’s last, across years and leap years', () => {
    expect([0, 1, 2, 13].map((months) => addMonths('2027-01-31', months))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2028-02-29',
    ]);
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
