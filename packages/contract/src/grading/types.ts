/**
 * What a grading scale and a grading policy are, as the pure grade arithmetic reads them
 * (docs/gradebook.md). The resources `grading_scales`, `grading_scale_bands`, `grading_policies`
 * and `grading_categories` store them; these types are their shape once read, so the server and
 * the web compute the same grade from the same records.
 */

/** How a grade is shown: a letter (A–F), a percent, points, the 1–5 marks, the 0–100 marks. */
export const GRADING_SCALE_KINDS = ['letter', 'percentage', 'points', 'one_to_five', 'one_to_hundred'] as const;
export type GradingScaleKind = (typeof GRADING_SCALE_KINDS)[number];

/**
 * How the one rounding at the end goes: `half_up` (a half away from zero), `half_even` (a half to
 * the even neighbour), `down` (cut towards zero), `up` (away from zero).
 */
export const ROUNDING_RULES = ['half_up', 'half_even', 'down', 'up'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

/** `weighted_categories`: each category's percent times its weight; `total_points`: all points earned over all possible. */
export const GRADING_METHODS = ['weighted_categories', 'total_points'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];

/** Work not handed in (and not excused): counted as zero, or left out as if it had not been set. */
export const MISSING_WORK_RULES = ['zero', 'exclude'] as const;
export type MissingWorkRule = (typeof MISSING_WORK_RULES)[number];

/** A decimal as the records hold it: a string ("89.50") or a number with at most two decimals. */
export type Decimal = string | number;

/** One band of a scale: every percent from `minPercent` up to the next band's minimum. */
export interface GradeBand {
  minPercent: Decimal;
  /** What the band is called: "A", "5", "Pekiyi". */
  label: string;
  /** What the band is worth in a GPA (4.0 for an A); none when the scale has no GPA. */
  gpaPoints: Decimal | null;
  /** Whether a grade in this band passes (an F does not). */
  passing: boolean;
}

export interface GradingScale {
  kind: GradingScaleKind;
  /** The percent a grade must reach to pass (see `courseGrade`). */
  passMark: Decimal;
  rounding: RoundingRule;
  /** Places the final percent is rounded to, 0 to 2. */
  decimals: number;
  /** In any order; the arithmetic sorts them by `minPercent`. */
  bands: readonly GradeBand[];
}

export interface GradingCategory {
  /** How scores name their category (the category record's id, as a string). */
  key: string;
  title: string;
  /** An integer percent; a weighted policy's categories add up to 100. Ignored by `total_points`. */
  weight: number;
  /** How many of the category's lowest scores (by percent) are left out; at least one always counts. */
  dropLowest: number;
}

export interface GradingPolicy {
  method: GradingMethod;
  categories: readonly GradingCategory[];
  missing: MissingWorkRule;
  /** Percent of the possible points taken off for each day late. */
  latePenaltyPerDay: Decimal;
  /** The most a late penalty takes off, in percent of the possible points. */
  latePenaltyMax: Decimal;
}

/** One piece of graded work of one student. */
export interface Score {
  /** Names the score in the explanation (the assignment's id). */
  id: string | number;
  /** The category's key; none in a `total_points` policy without categories. */
  category?: string | null;
  /** Points earned, at most two decimals; null when the work was not handed in. */
  earned: Decimal | null;
  /** Points possible, at most two decimals. A score out of 0 adds its points as extra credit. */
  possible: Decimal;
  /** Excused work never counts, handed in or not. */
  excused?: boolean;
  /** Whole days late; the policy's penalty applies to work handed in late. */
  daysLate?: number;
}

/**
 * A teacher's override of the computed grade (the computed one is kept): the grade on the course's
 * scale (a band's label on a letter or 1–5 scale, else a percent; `readOverride`) and why.
 */
export interface GradeOverride {
  grade: string;
  reason: string;
}
