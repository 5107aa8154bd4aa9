import { describe, expect, it } from 'vitest';
import { addDays, monthBounds, periodBuckets, weekBounds } from './stats-periods.ts';

describe('the periods of the dashboard charts', () => {
  it('counts a week as its last seven days, today last', () => {
    const week = periodBuckets('2026-03-02', 'week');
    expect(week.keys).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect([week.from, week.to]).toEqual(['2026-02-24', '2026-03-02']);
  });

  it('counts a month as thirty days and a year as twelve months across the new year', () => {
    expect(periodBuckets('2026-01-15', 'month').keys).toHaveLength(30);
    const year = periodBuckets('2026-02-10', 'year');
    expect(year.keys[0]).toBe('2025-03');
    expect(year.keys[11]).toBe('2026-02');
    expect(year.from).toBe('2025-03-01');
    expect(year.keyOf('2025-07-31')).toBe('2025-07');
  });

  it('finds a month’s last day, leap years included, and the Monday to Sunday week', () => {
    expect(monthBounds('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(weekBounds('2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekBounds('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
