import type { BandResult } from './bands.ts';
import { gradeOnScale, readOverride, type ComputedGrade, type OverrideGrade } from './override.ts';
import {
  HUNDRED,
  ZERO,
  compare,
  div,
  formatRational,
  isZero,
  max,
  min,
  mul,
  parseDecimal,
  rational,
  showRational,
  sub,
  sum,
  type Rational,
} from './rational.ts';
import type {
  GradeOverride,
  GradingCategory,
  GradingMethod,
  GradingPolicy,
  GradingScale,
  MissingWorkRule,
  Score,
} from './types.ts';

/**
 * What became of one score: counted (late penalty taken off, if any), dropped as one of its
 * category's lowest, excused, missing and counted as zero, missing and left out, or of no category
 * the weighted policy has (left out: it carries no weight).
 */
export type ScoreStatus = 'counted' | 'dropped' | 'excused' | 'missing_zero' | 'missing_excluded' | 'no_category';

export interface ScoreLine {
  id: string | number;
  category: string | null;
  status: ScoreStatus;
  /** As given (two places); null when not handed in. */
  earned: string | null;
  possible: string;
  /** The penalty taken off late work: days, the percent of the possible points (capped) and the points. */
  latePenalty: { daysLate: number; percent: string; points: string } | null;
  /** The points that count after the penalty (0 for missing work counted as zero); null when left out or dropped. */
  counted: string | null;
}

export interface CategoryLine {
  key: string;
  title: string;
  /** The weight the policy gives it. */
  weight: number;
  /**
   * The share of the grade it carries once empty categories' weight is shared out (two places);
   * null when it carries none (empty) or the policy counts total points.
   */
  appliedWeight: string | null;
  earned: string;
  possible: string;
  /** Earned over possible, at the scale's places and rule; null when nothing in it counts. */
  percent: string | null;
  dropLowest: number;
  /** The scores left out as the lowest, lowest first. */
  dropped: (string | number)[];
  empty: boolean;
  scores: ScoreLine[];
}

/** Remarks a reader needs beside the figures (each drawn in the reader's language by its code). */
export type GradeNote =
  /** These categories have no score yet; their weight was shared out over the others, in proportion. */
  | { code: 'weight_shared'; categories: string[]; weight: number }
  /** The policy's weights add up to `total`, not 100 (it is being edited): they were read in proportion. */
  | { code: 'weights_total'; total: number }
  /** A category has no more scores than it drops: all but its best-kept one were dropped, one counts. */
  | { code: 'drop_kept_one'; category: string; asked: number; dropped: number }
  /** Nothing counts yet: no grade. */
  | { code: 'no_grade' };

export type { ComputedGrade, OverrideGrade } from './override.ts';

export interface GradeExplanation {
  method: GradingMethod;
  /** How the scale shows a grade (`displayGrade`): the reader writes the computed and the overriding grade alike. */
  scaleKind: GradingScale['kind'];
  missing: MissingWorkRule;
  rounding: GradingScale['rounding'];
  decimals: number;
  passMark: string;
  categories: CategoryLine[];
  /** Scores of no category of the policy: counted by `total_points`, left out by `weighted_categories`. */
  uncategorised: ScoreLine[];
  notes: GradeNote[];
  /** The grade the scores give, kept when a teacher overrides it. */
  computed: ComputedGrade | null;
  /** The teacher's grade and reason when one is set (and, for a family, released). */
  override: (OverrideGrade & { reason: string }) | null;
}

export interface CourseGradeResult {
  /**
   * The grade that stands (the override's when there is one), at the scale's places. Null with a
   * band: a teacher gave a band, which names no percent; null with no band: no grade yet.
   */
  percent: string | null;
  band: BandResult | null;
  passed: boolean | null;
  explanation: GradeExplanation;
}

/** A score read exactly, with what the policy made of it. */
interface Worked {
  line: ScoreLine;
  earned: Rational;
  possible: Rational;
}

const SCORE_PLACES = 2;

/** Reads a score and applies the missing rule and the late penalty; dropping comes after, per category. */
const workScore = (score: Score, category: string | null, policy: GradingPolicy): Worked => {
  const possible = parseDecimal(score.possible, SCORE_PLACES);
  if (compare(possible, ZERO) < 0) throw new RangeError(`Negative points possible on score ${score.id}`);
  const line: ScoreLine = {
    id: score.id,
    category,
    status: 'counted',
    earned: score.earned === null ? null : showRational(parseDecimal(score.earned, SCORE_PLACES)),
    possible: showRational(possible),
    latePenalty: null,
    counted: null,
  };
  if (score.excused) return { line: { ...line, status: 'excused' }, earned: ZERO, possible: ZERO };
  if (score.earned === null)
    return policy.missing === 'zero'
      ? { line: { ...line, status: 'missing_zero', counted: '0.00' }, earned: ZERO, possible }
      : { line: { ...line, status: 'missing_excluded' }, earned: ZERO, possible: ZERO };
  let earned = parseDecimal(score.earned, SCORE_PLACES);
  const days = score.daysLate ?? 0;
  const perDay = parseDecimal(policy.latePenaltyPerDay, SCORE_PLACES);
  if (days > 0 && !isZero(perDay)) {
    // A percent of the points possible, per day, up to the policy's maximum; never below zero.
    const percent = min(mul(perDay, rational(BigInt(days))), parseDecimal(policy.latePenaltyMax, SCORE_PLACES));
    const points = div(mul(percent, possible), HUNDRED);
    const after = max(ZERO, sub(earned, points));
    line.latePenalty = { daysLate: days, percent: showRational(percent), points: showRational(sub(earned, after)) };
    earned = after;
  }
  return { line: { ...line, counted: showRational(earned) }, earned, possible };
};

const counts = (worked: Worked): boolean => worked.line.status === 'counted' || worked.line.status === 'missing_zero';

/**
 * Leaves out the `n` lowest scores by percent (earned over possible; the first given goes first
 * on a tie), always keeping one. Scores out of 0 (extra credit) are never dropped.
 */
const dropLowest = (worked: Worked[], n: number): { dropped: (string | number)[]; reduced: boolean } => {
  const candidates = worked.filter((entry) => counts(entry) && !isZero(entry.possible));
  const allowed = Math.max(0, Math.min(n, candidates.length - 1));
  const lowest = candidates
    .map((entry, index) => ({ entry, index, ratio: div(entry.earned, entry.possible) }))
    .sort((a, b) => compare(a.ratio, b.ratio) || a.index - b.index)
    .slice(0, allowed);
  for (const { entry } of lowest) {
    entry.line.status = 'dropped';
    entry.line.counted = null;
  }
  return { dropped: lowest.map(({ entry }) => entry.line.id), reduced: allowed < n && candidates.length > 0 };
};

const totals = (worked: readonly Worked[]) => {
  const counted = worked.filter(counts);
  return { earned: sum(counted.map((entry) => entry.earned)), possible: sum(counted.map((entry) => entry.possible)) };
};

/**
 * A student's grade in a course under a policy and a scale, with every step of how it came about
 * (docs/gradebook.md, "The arithmetic"). Scores are read exactly (at most two decimals each) and
 * the grade is rounded once, at the end, by the scale's rule and places; the band and the pass
 * are those of the rounded percent, so the letter always agrees with the number shown.
 *
 * - `weighted_categories`: each category's percent is its points earned over possible (after
 *   drops, penalties and the missing rule); the grade is the sum of percent times weight over the
 *   sum of the weights of the categories that have a counted score. An empty category's weight
 *   is thus shared out over the others in proportion to theirs, and a note says so.
 * - `total_points`: every counted point earned over every counted point possible; categories
 *   still drop their lowest, their weights are not read.
 *
 * A grade passes when it reaches the scale's pass mark and its band (if any) is a passing one.
 * An override replaces the grade that stands; the computed one stays in the explanation.
 */
export const courseGrade = (
  policy: GradingPolicy,
  scale: GradingScale,
  scores: readonly Score[],
  options: { override?: GradeOverride | null } = {},
): CourseGradeResult => {
  const known = new Map<string, GradingCategory>(policy.categories.map((category) => [category.key, category]));
  const notes: GradeNote[] = [];
  const byCategory = new Map<string, Worked[]>(policy.categories.map((category) => [category.key, []]));
  const loose: Worked[] = [];
  for (const score of scores) {
    const key = score.category ?? null;
    const worked = workScore(score, key !== null && known.has(key) ? key : null, policy);
    if (worked.line.category !== null) byCategory.get(worked.line.category)?.push(worked);
    else {
      if (policy.method === 'weighted_categories') {
        worked.line.status = 'no_category';
        worked.line.counted = null;
      }
      loose.push({ ...worked, line: { ...worked.line, category: key } });
    }
  }

  const categories = policy.categories.map((category) => {
    const worked = byCategory.get(category.key) ?? [];
    const { dropped, reduced } = dropLowest(worked, category.dropLowest);
    if (reduced)
      notes.push({
        code: 'drop_kept_one',
        category: category.key,
        asked: category.dropLowest,
        dropped: dropped.length,
      });
    const { earned, possible } = totals(worked);
    return { category, worked, dropped, earned, possible, empty: isZero(possible) };
  });

  let percent: Rational | null = null;
  let applied = new Map<string, Rational>();
  if (policy.method === 'weighted_categories') {
    const declared = policy.categories.reduce((total, category) => total + category.weight, 0);
    if (declared !== 100) notes.push({ code: 'weights_total', total: declared });
    const active = categories.filter((entry) => !entry.empty && entry.category.weight > 0);
    const weights = active.reduce((total, entry) => total + entry.category.weight, 0);
    const empty = categories.filter((entry) => entry.empty && entry.category.weight > 0);
    if (active.length > 0 && empty.length > 0)
      notes.push({
        code: 'weight_shared',
        categories: empty.map((entry) => entry.category.key),
        weight: empty.reduce((total, entry) => total + entry.category.weight, 0),
      });
    if (weights > 0) {
      const whole = rational(BigInt(weights));
      applied = new Map(
        active.map((entry) => [entry.category.key, div(mul(rational(BigInt(entry.category.weight)), HUNDRED), whole)]),
      );
      const weighted = sum(
        active.map((entry) => mul(rational(BigInt(entry.category.weight)), div(entry.earned, entry.possible))),
      );
      percent = div(mul(weighted, HUNDRED), whole);
    }
  } else {
    const all = [...categories.flatMap((entry) => entry.worked), ...loose];
    const { earned, possible } = totals(all);
    if (!isZero(possible)) percent = div(mul(earned, HUNDRED), possible);
  }
  if (percent === null) notes.push({ code: 'no_grade' });

  const computed: ComputedGrade | null = percent === null ? null : gradeOnScale(percent, scale);
  // A grade no longer on the scale (its bands renamed since) does not stand: the computed one does.
  const given = options.override ? readOverride(scale, options.override.grade) : null;
  const override = given && options.override ? { ...given, reason: options.override.reason } : null;
  const stands = override ?? computed;
  return {
    percent: stands?.percent ?? null,
    band: stands?.band ?? null,
    passed: stands?.passed ?? null,
    explanation: {
      method: policy.method,
      scaleKind: scale.kind,
      missing: policy.missing,
      rounding: scale.rounding,
      decimals: scale.decimals,
      passMark: showRational(parseDecimal(scale.passMark)),
      categories: categories.map(({ category, worked, dropped, earned, possible, empty }): CategoryLine => {
        const share = applied.get(category.key);
        return {
          key: category.key,
          title: category.title,
          weight: category.weight,
          appliedWeight: share === undefined ? null : showRational(share),
          earned: showRational(earned),
          possible: showRational(possible),
          percent: empty ? null : formatRational(div(mul(earned, HUNDRED), possible), scale.decimals, scale.rounding),
          dropLowest: category.dropLowest,
          dropped,
          empty,
          scores: worked.map((entry) => entry.line),
        };
      }),
      uncategorised: loose.map((entry) => entry.line),
      notes,
      computed,
      override,
    },
  };
};
