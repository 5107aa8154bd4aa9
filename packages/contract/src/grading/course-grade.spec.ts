import { describe, expect, it } from 'vitest';
import { courseGrade } from './course-grade.ts';
import { readOverride } from './override.ts';
import { displayGrade } from './display.ts';
import { TURKISH_NATIONAL_SCALE, US_LETTER_SCALE } from './standard-scales.ts';
import type { GradingPolicy, Score } from './types.ts';

/** The demo's default policy: Exams 60, Homework 20 (the lowest dropped), Participation 20. */
const policy: GradingPolicy = {
  method: 'weighted_categories',
  categories: [
    { key: 'exams', title: 'Exams', weight: 60, dropLowest: 0 },
    { key: 'homework', title: 'Homework', weight: 20, dropLowest: 1 },
    { key: 'participation', title: 'Participation', weight: 20, dropLowest: 0 },
  ],
  missing: 'zero',
  latePenaltyPerDay: '0',
  latePenaltyMax: '0',
};

const totalPoints: GradingPolicy = { ...policy, method: 'total_points', categories: [] };

let next = 0;
const score = (category: string | null, earned: string | null, possible: string, more: Partial<Score> = {}): Score => ({
  id: `s${++next}`,
  category,
  earned,
  possible,
  ...more,
});

describe('a weighted grade, by hand', () => {
  it('weighs each category, dropping the lowest homework', () => {
    const homework = [score('homework', '8', '10'), score('homework', '10', '10'), score('homework', '5', '10')];
    const result = courseGrade(policy, US_LETTER_SCALE, [
      score('exams', '78', '100'),
      score('exams', '92', '100'),
      ...homework,
      score('participation', '18', '20'),
    ]);
    // Exams 170/200 = 85%, homework 18/20 = 90% (5/10 dropped), participation 90%:
    // 0.6 × 85 + 0.2 × 90 + 0.2 × 90 = 87.00, a B.
    expect(result.percent).toBe('87.00');
    expect(result.band).toEqual({ label: 'B', gpaPoints: '3.00', passing: true });
    expect(result.passed).toBe(true);
    expect(displayGrade(result, 'letter')).toBe('B');
    const [exams, hw, participation] = result.explanation.categories;
    expect(exams).toMatchObject({
      weight: 60,
      appliedWeight: '60.00',
      earned: '170.00',
      possible: '200.00',
      percent: '85.00',
    });
    expect(hw).toMatchObject({ earned: '18.00', possible: '20.00', percent: '90.00', dropped: [homework[2]?.id] });
    expect(hw?.scores.map((line) => line.status)).toEqual(['counted', 'counted', 'dropped']);
    expect(participation?.percent).toBe('90.00');
    expect(result.explanation.notes).toEqual([]);
    expect(result.explanation.override).toBeNull();
  });

  it('drops the lowest by percent, not by points, and always keeps one', () => {
    const low = score('homework', '9', '20'); // 45%
    const result = courseGrade(policy, US_LETTER_SCALE, [
      low,
      score('homework', '4', '5'),
      score('exams', '70', '100'),
    ]);
    expect(result.explanation.categories[1]).toMatchObject({ percent: '80.00', dropped: [low.id] });
    const single = courseGrade(policy, US_LETTER_SCALE, [score('homework', '3', '10')]);
    expect(single.explanation.categories[1]).toMatchObject({ percent: '30.00', dropped: [] });
    expect(single.explanation.notes).toContainEqual({
      code: 'drop_kept_one',
      category: 'homework',
      asked: 1,
      dropped: 0,
    });
  });

  it('shares out an empty category’s weight over the others, and says so', () => {
    const result = courseGrade(policy, US_LETTER_SCALE, [
      score('exams', '85', '100'),
      score('homework', '9', '10'),
      score('homework', '9', '10'),
    ]);
    // Participation has nothing: (60 × 85 + 20 × 90) / 80 = 86.25.
    expect(result.percent).toBe('86.25');
    expect(result.explanation.categories.map((line) => line.appliedWeight)).toEqual(['75.00', '25.00', null]);
    expect(result.explanation.categories[2]).toMatchObject({ empty: true, percent: null });
    expect(result.explanation.notes).toEqual([{ code: 'weight_shared', categories: ['participation'], weight: 20 }]);
  });

  it('leaves out a score of no category of the policy, and reads weights not adding to 100 in proportion', () => {
    const half: GradingPolicy = {
      ...policy,
      categories: [
        { key: 'exams', title: 'Exams', weight: 30, dropLowest: 0 },
        { key: 'homework', title: 'Homework', weight: 20, dropLowest: 0 },
      ],
    };
    const result = courseGrade(half, US_LETTER_SCALE, [
      score('exams', '80', '100'),
      score('homework', '10', '10'),
      score('quizzes', '0', '10'),
    ]);
    // (30 × 80 + 20 × 100) / 50 = 88.00
    expect(result.percent).toBe('88.00');
    expect(result.explanation.uncategorised).toMatchObject([
      { category: 'quizzes', status: 'no_category', counted: null },
    ]);
    expect(result.explanation.notes).toEqual([{ code: 'weights_total', total: 50 }]);
  });
});

describe('late work, missing work, excused work', () => {
  it('takes a percent of the points possible per day late, up to the maximum, never below zero', () => {
    const late: GradingPolicy = { ...totalPoints, latePenaltyPerDay: '10', latePenaltyMax: '30' };
    const result = courseGrade(late, US_LETTER_SCALE, [
      score(null, '9', '10', { daysLate: 2 }), // 20% of 10: 9 - 2 = 7
      score(null, '9', '10', { daysLate: 5 }), // 50% capped at 30%: 9 - 3 = 6
      score(null, '2', '10', { daysLate: 5 }), // 2 - 3 is not -1: 0
      score(null, '10', '10', { daysLate: 0 }), // on time
    ]);
    // (7 + 6 + 0 + 10) / 40 = 57.50
    expect(result.percent).toBe('57.50');
    expect(result.passed).toBe(false);
    expect(result.explanation.uncategorised.map((line) => [line.latePenalty, line.counted])).toEqual([
      [{ daysLate: 2, percent: '20.00', points: '2.00' }, '7.00'],
      [{ daysLate: 5, percent: '30.00', points: '3.00' }, '6.00'],
      [{ daysLate: 5, percent: '30.00', points: '2.00' }, '0.00'],
      [null, '10.00'],
    ]);
  });

  it('counts missing work as zero or leaves it out, as the policy says; excused work never counts', () => {
    const scores = [score(null, '8', '10'), score(null, null, '10'), score(null, null, '10', { excused: true })];
    const zero = courseGrade(totalPoints, US_LETTER_SCALE, scores);
    expect(zero.percent).toBe('40.00');
    expect(zero.band?.label).toBe('F');
    expect(zero.explanation.uncategorised.map((line) => line.status)).toEqual(['counted', 'missing_zero', 'excused']);
    const exclude = courseGrade({ ...totalPoints, missing: 'exclude' }, US_LETTER_SCALE, scores);
    expect(exclude.percent).toBe('80.00');
    expect(exclude.band?.label).toBe('B');
    expect(exclude.explanation.uncategorised.map((line) => line.status)).toEqual([
      'counted',
      'missing_excluded',
      'excused',
    ]);
  });
});

describe('total points', () => {
  it('adds every point earned over every point possible, weights unread, drops still made', () => {
    const withCategories: GradingPolicy = { ...policy, method: 'total_points' };
    const result = courseGrade(withCategories, US_LETTER_SCALE, [
      score('exams', '45', '50'),
      score('homework', '9', '10'),
      score('homework', '0', '10'), // dropped: homework drops its lowest
      score('participation', '18', '20'),
    ]);
    // (45 + 9 + 18) / (50 + 10 + 20) = 72 / 80 = 90.00, an A exactly at its minimum.
    expect(result.percent).toBe('90.00');
    expect(result.band?.label).toBe('A');
    expect(result.explanation.categories.map((line) => line.appliedWeight)).toEqual([null, null, null]);
  });

  it('rounds once at the end: 179.99 of 200 is 89.995, an A half up and a B cut down', () => {
    const scores = [score(null, '179.99', '200')];
    expect(courseGrade(totalPoints, US_LETTER_SCALE, scores)).toMatchObject({ percent: '90.00', band: { label: 'A' } });
    const down = courseGrade(totalPoints, { ...US_LETTER_SCALE, rounding: 'down' }, scores);
    expect(down).toMatchObject({ percent: '89.99', band: { label: 'B' } });
  });

  it('has no grade before anything counts', () => {
    const result = courseGrade(policy, US_LETTER_SCALE, [score('exams', null, '100', { excused: true })]);
    expect(result).toMatchObject({ percent: null, band: null, passed: null });
    expect(result.explanation.notes).toEqual([{ code: 'no_grade' }]);
    expect(displayGrade(result, 'letter')).toBeNull();
  });
});

describe('the Turkish national scale', () => {
  const whole = { ...TURKISH_NATIONAL_SCALE, decimals: 0 };
  const grade = (earned: string, scale = whole) => courseGrade(totalPoints, scale, [score(null, earned, '100')]);

  it('gives the mark of each band and passes from 50', () => {
    expect(grade('44').band?.label).toBe('1');
    expect(grade('54').band?.label).toBe('2');
    expect(grade('69').band?.label).toBe('3');
    expect(grade('70').band?.label).toBe('4');
    expect(grade('100').band?.label).toBe('5');
    expect(grade('47')).toMatchObject({ percent: '47', band: { label: '2' }, passed: false });
    expect(grade('50')).toMatchObject({ percent: '50', band: { label: '2' }, passed: true });
  });

  it('reads the band of the rounded grade', () => {
    expect(grade('44.5')).toMatchObject({ percent: '45', band: { label: '2' } });
    expect(grade('44.5', { ...whole, rounding: 'half_even' })).toMatchObject({ percent: '44', band: { label: '1' } });
    expect(grade('84.5')).toMatchObject({ percent: '85', band: { label: '5', gpaPoints: '5.00' } });
    expect(displayGrade(grade('84.5'), 'one_to_five')).toBe('5');
    expect(displayGrade(grade('84.5'), 'percentage')).toBe('85%');
  });
});

describe('a teacher’s override', () => {
  it('stands in place of the computed grade, which the explanation keeps with the reason', () => {
    // On a percentage scale the teacher gives a percent (its band follows).
    const result = courseGrade(policy, { ...US_LETTER_SCALE, kind: 'percentage' }, [score('exams', '87', '100')], {
      override: { grade: '91', reason: 'Re-marked the final exam' },
    });
    expect(result).toMatchObject({ percent: '91.00', band: { label: 'A' }, passed: true });
    expect(result.explanation.computed).toEqual({
      percent: '87.00',
      band: { label: 'B', gpaPoints: '3.00', passing: true },
      passed: true,
    });
    expect(result.explanation.override).toMatchObject({
      grade: '91.00',
      percent: '91.00',
      reason: 'Re-marked the final exam',
    });
  });

  it('names a band on a letter scale: the band stands with no percent, the computed grade kept', () => {
    const letter = US_LETTER_SCALE;
    const result = courseGrade(policy, letter, [score('exams', '72', '100')], {
      override: { grade: ' b ', reason: 'Project resubmitted' },
    });
    expect(result).toMatchObject({ percent: null, band: { label: 'B', gpaPoints: '3.00' }, passed: true });
    expect(result.explanation.computed).toMatchObject({ percent: '72.00', band: { label: 'C' } });
    expect(result.explanation.override).toMatchObject({ grade: 'B', percent: null, reason: 'Project resubmitted' });
    expect(displayGrade(result, 'letter')).toBe('B');
  });

  it('reads only the scale’s own grades', () => {
    const letter = US_LETTER_SCALE;
    expect(readOverride(letter, 'A')).toMatchObject({ grade: 'A', passed: true });
    expect(readOverride(letter, 'F')).toMatchObject({ grade: 'F', passed: false });
    for (const wrong of ['A+', '', '90', 'B-']) expect(readOverride(letter, wrong)).toBeNull();
    const percent = { ...US_LETTER_SCALE, kind: 'percentage' as const };
    expect(readOverride(percent, '59,5')).toMatchObject({ grade: '59.50', band: { label: 'F' }, passed: false });
    for (const wrong of ['100.01', '-1', '12.345', 'B', '1e2', '.5']) expect(readOverride(percent, wrong)).toBeNull();
    // A computed grade the scale no longer has is not overridden by a grade it does not have.
    expect(
      courseGrade(policy, letter, [score('exams', '72', '100')], { override: { grade: 'Z', reason: 'x' } }),
    ).toMatchObject({ percent: '72.00', band: { label: 'C' } });
  });
});
