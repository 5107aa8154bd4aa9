import { describe, expect, it } from 'vitest';
import { nowInTimeZone, wallClockPlusMinutes } from './time.ts';

describe('nowInTimeZone', () => {
  const at = new Date('2026-03-01T21:30:05Z');
  it("writes the contract's date-time in the school's time zone", () => {
    expect(nowInTimeZone('Europe/Istanbul', at)).toBe('2026-03-02 00:30:05');
    expect(nowInTimeZone('America/New_York', at)).toBe('2026-03-01 16:30:05');
  });
  it('falls back to UTC without a time zone or with an unknown one', () => {
    expect(nowInTimeZone(null, at)).toBe('2026-03-01 21:30:05');
    expect(nowInTimeZone('Mars/Olympus', at)).toBe('2026-03-01 21:30:05');
  });
});

describe('wallClockPlusMinutes', () => {
  it('adds minutes to a wall-clock date-time, across midnight and month ends', () => {
    expect(wallClockPlusMinutes('2026-03-01 10:00:00', 30)).toBe('2026-03-01 10:30:00');
    expect(wallClockPlusMinutes('2026-02-28 23:45:10', 30)).toBe('2026-03-01 00:15:10');
  });
  it('answers null for a value that is no date-time', () => {
    expect(wallClockPlusMinutes('soon', 30)).toBeNull();
  });
});
