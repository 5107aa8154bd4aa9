import { bandFor } from './bands.ts';
import { div, formatRational, HUNDRED, isZero, mul, parseDecimal, sum, type DecimalInput } from './rational.ts';
import type { GradingScale } from './types.ts';

/** A score of a piece of work aligned to a standard: only a scored one is evidence. */
export interface StandardEvidence {
  status: 'scored' | 'excused' | 'missing';
  points: DecimalInput | null;
  maxPoints: DecimalInput;
}

/** A student's standing on one standard. */
export interface StandardStanding {
  /** Points earned over points possible on the scored aligned work, in percent, two places. */
  percent: string | null;
  /** The proficiency scale's band for that percent; null without evidence. */
  level: string | null;
  /** The scored pieces of work counted. */
  evidence: number;
}

/**
 * A standard's level from the scores of its aligned work (docs/gradebook.md, "Standards-based
 * grading"): all the points earned over all the points possible, so a 100-point exam weighs ten
 * times a 10-point quiz, exactly (rationals, rounded half up once), then the scale's band. Excused
 * and missing work is no evidence: a level says what the student has shown, not what they owe.
 */
export const standardStanding = (scores: readonly StandardEvidence[], scale: GradingScale): StandardStanding => {
  const counted = scores.filter((score) => score.status === 'scored' && score.points !== null);
  const possible = sum(counted.map((score) => parseDecimal(score.maxPoints)));
  if (counted.length === 0 || isZero(possible)) return { percent: null, level: null, evidence: counted.length };
  const earned = sum(counted.map((score) => parseDecimal(score.points ?? 0)));
  const percent = formatRational(mul(div(earned, possible), HUNDRED), 2, 'half_up');
  return { percent, level: bandFor(parseDecimal(percent), scale.bands)?.label ?? null, evidence: counted.length };
};
