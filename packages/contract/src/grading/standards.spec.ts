import { describe, expect, it } from 'vitest';
import { PROFICIENCY_SCALE } from '../resources/standards/proficiency.ts';
import { standardStanding } from './standards.ts';

describe('a standard’s level', () => {
  it('is all the points earned over all the points possible, weighed by the points, exactly', () => {
    // 8/10 and 70/100: 78/110 = 70.909…% → 70.91, a 3 (Proficient from 70).
    expect(
      standardStanding(
        [
          { status: 'scored', points: '8', maxPoints: '10' },
          { status: 'scored', points: '70', maxPoints: '100' },
        ],
        PROFICIENCY_SCALE,
      ),
    ).toEqual({ percent: '70.91', level: '3', evidence: 2 });
    // 1/3 is 33.333…: rounded once, half up; below 50 a 1.
    expect(standardStanding([{ status: 'scored', points: '1', maxPoints: '3' }], PROFICIENCY_SCALE)).toEqual({
      percent: '33.33',
      level: '1',
      evidence: 1,
    });
  });

  it('counts no excused or missing work, and has no level without evidence', () => {
    expect(
      standardStanding(
        [
          { status: 'excused', points: null, maxPoints: '10' },
          { status: 'missing', points: null, maxPoints: '10' },
          { status: 'scored', points: '17', maxPoints: '20' },
        ],
        PROFICIENCY_SCALE,
      ),
    ).toEqual({ percent: '85.00', level: '4', evidence: 1 });
    expect(standardStanding([{ status: 'missing', points: null, maxPoints: '10' }], PROFICIENCY_SCALE)).toEqual({
      percent: null,
      level: null,
      evidence: 0,
    });
  });

  it('puts a percent on the scale’s bands at their edges', () => {
    const level = (points: string) =>
      standardStanding([{ status: 'scored', points, maxPoints: '100' }], PROFICIENCY_SCALE).level;
    expect(['49.99', '50', '69.99', '70', '84.99', '85', '100'].map(level)).toEqual([
      '1',
      '2',
      '2',
      '3',
      '3',
      '4',
      '4',
    ]);
  });
});
