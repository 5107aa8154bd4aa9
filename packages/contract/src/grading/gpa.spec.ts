import { describe, expect, it } from 'vitest';
import { gpa } from './gpa.ts';

describe('GPA, against hand-computed cases', () => {
  it('rounds the mean once, by the stated rule: 10.7 / 4 = 2.675', () => {
    const courses = [{ points: '3.0' }, { points: '2.7' }, { points: '2.3' }, { points: '2.7' }];
    expect(gpa(courses)).toEqual({ unweighted: '2.68', weighted: '2.68', credits: '4.00' });
    expect(gpa(courses, { rounding: 'down' }).unweighted).toBe('2.67');
    expect(gpa(courses, { rounding: 'half_even' }).unweighted).toBe('2.68');
    expect(gpa(courses, { decimals: 1 }).unweighted).toBe('2.7');
  });

  it('weighs by credits; the weighted GPA adds the honours and AP bonus', () => {
    const result = gpa([
      { points: '4.0', credits: 4, bonus: '0.5' }, // honours A: 16 unweighted, 18 weighted
      { points: '3.0', credits: 3 }, // B: 9 and 9
      { points: '2.0', credits: 3, bonus: '1.0' }, // AP C: 6 and 9
      { points: '0', credits: 0 }, // a course of no credits counts nothing
    ]);
    // (16 + 9 + 6) / 10 = 3.10; (18 + 9 + 9) / 10 = 3.60
    expect(result).toEqual({ unweighted: '3.10', weighted: '3.60', credits: '10.00' });
  });

  it('takes credits with decimals and thirds without drift', () => {
    // (4 × 1.5 + 3 × 0.5) / 2 = 3.75
    expect(
      gpa([
        { points: 4, credits: '1.5' },
        { points: 3, credits: '0.5' },
      ]).unweighted,
    ).toBe('3.75');
    // 10 / 3 = 3.333…
    expect(gpa([{ points: 4 }, { points: 3 }, { points: 3 }]).unweighted).toBe('3.33');
    expect(gpa([{ points: 4 }, { points: 3 }, { points: 3 }], { rounding: 'up' }).unweighted).toBe('3.34');
  });

  it('has no GPA without credits', () => {
    expect(gpa([])).toEqual({ unweighted: null, weighted: null, credits: '0.00' });
    expect(gpa([{ points: 4, credits: 0 }]).weighted).toBeNull();
  });
});
