import { describe, expect, it } from 'vitest';
import { ageInMonths, IMMUNISATION_SCHEDULES, immunisationStatus } from './immunisation-schedules.ts';

describe('immunisation status', () => {
  it('counts whole months, a month once its day is reached', () => {
    expect(ageInMonths('2020-03-15', '2021-03-14')).toBe(11);
    expect(ageInMonths('2020-03-15', '2021-03-15')).toBe(12);
    expect(ageInMonths('2026-01-01', '2025-01-01')).toBe(0);
  });

  it('flags the doses due by the age and not given, never one not yet due', () => {
    const status = immunisationStatus(IMMUNISATION_SCHEDULES.TR, 13, [
      { vaccine: 'hep_b', doseNumber: 1, givenOn: '2020-01-01' },
      { vaccine: 'hep_b', doseNumber: 2, givenOn: '2020-02-01' },
    ]);
    const missing = status.filter((dose) => dose.missing).map((dose) => `${dose.vaccine}#${dose.dose}`);
    expect(missing).toContain('hep_b#3');
    expect(missing).toContain('mmr#1');
    expect(missing).not.toContain('hep_b#1');
    // Due at 18 months: not missing at 13.
    expect(missing).not.toContain('hep_a#1');
    expect(status.find((dose) => dose.vaccine === 'hep_b' && dose.dose === 1)?.givenOn).toBe('2020-01-01');
  });

  it('holds two national schedules with doses in order of age', () => {
    for (const schedule of Object.values(IMMUNISATION_SCHEDULES)) {
      expect(schedule.length).toBeGreaterThan(10);
      for (const dose of schedule) expect(dose.dose).toBeGreaterThan(0);
    }
    expect(immunisationStatus(IMMUNISATION_SCHEDULES.GB, 0, []).some((dose) => dose.missing)).toBe(false);
  });
});
