import { ZERO, add, compare, div, formatRational, isZero, mul, parseDecimal, sum, type Rational } from './rational.ts';
import type { Decimal, RoundingRule } from './types.ts';

/** One course of a transcript as the GPA reads it: its band's points, its credits, its bonus. */
export interface GpaCourse {
  /** The GPA points of the course's band (4.00 for an A). */
  points: Decimal;
  /** What the course weighs; 1 when the school gives no credits. A course of 0 credits counts nothing. */
  credits?: Decimal | null;
  /** Added to the points for the weighted GPA only: an honours or AP course's 0.5 or 1.0. */
  bonus?: Decimal | null;
}

export interface GpaResult {
  /** Credit-weighted mean of the points; null when no course carries credits. */
  unweighted: string | null;
  /** The same with each course's bonus added to its points. */
  weighted: string | null;
  /** The credits counted (two places). */
  credits: string;
}

/**
 * A student's GPA, both ways, rounded once at the end by `rule` to `decimals` places (half up to
 * two by default: 2.675 is 2.68). Both are weighted by credits, the way US schools count them:
 * "weighted" names the honours/AP bonus, not the credits (docs/gradebook.md, "GPA"). Exact
 * fractions throughout: points and credits have at most two decimals.
 */
export const gpa = (
  courses: readonly GpaCourse[],
  options: { decimals?: number; rounding?: RoundingRule } = {},
): GpaResult => {
  const decimals = options.decimals ?? 2;
  const rule = options.rounding ?? 'half_up';
  const read = courses.map((course) => ({
    points: parseDecimal(course.points, 2),
    credits: parseDecimal(course.credits ?? 1, 2),
    bonus: parseDecimal(course.bonus ?? 0, 2),
  }));
  if (read.some((course) => compare(course.credits, ZERO) < 0)) throw new RangeError('Negative credits.');
  const credits = sum(read.map((course) => course.credits));
  const show = (total: Rational) => (isZero(credits) ? null : formatRational(div(total, credits), decimals, rule));
  return {
    unweighted: show(sum(read.map((course) => mul(course.points, course.credits)))),
    weighted: show(sum(read.map((course) => mul(add(course.points, course.bonus), course.credits)))),
    credits: formatRational(credits, 2, 'half_up'),
  };
};
