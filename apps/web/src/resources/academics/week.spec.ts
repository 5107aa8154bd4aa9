import { describe, expect, it } from 'vitest';
import { weekDays } from './week.ts';

describe('weekDays', () => {
  it('answers Monday to Sunday of the week holding the day', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekDays('2026-11-30')[0]).toBe('2026-11-30');
  });

  it('falls back to the week of today for a missing or impossible day', () => {
    const today = new Date('2027-01-01T08:00:00Z');
    expect(weekDays(null, today)[0]).toBe('2026-12-28');
    expect(weekDays('2026-13-45', today)[0]).toBe('2026-12-28');
  });
});
