import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fineFor, overdueDays } from './library-dates.ts';

describe('library dates and fines', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2026-11-28', '2026-12-02')).toBe(4);
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(overdueDays('2026-12-02', '2026-11-30')).toBe(0);
  });
  it('fines per day, capped, in exact decimals', () => {
    expect(fineFor(3, '0.10', null)).toBe('0.30');
    expect(fineFor(0, '0.50', '5.00')).toBe('0.00');
    expect(fineFor(40, '0.50', '5.00')).toBe('5.00');
    expect(fineFor(7, '1.15', '100')).toBe('8.05');
  });
});
