import { describe, expect, it } from 'vitest';
import { nowInTimeZone } from './time.ts';

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
