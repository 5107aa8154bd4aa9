import { bandFor, type BandResult } from './bands.ts';
import { compare, formatRational, HUNDRED, isDecimal, parseDecimal, ZERO, type Rational } from './rational.ts';
import type { GradingScale, GradingScaleKind } from './types.ts';

export interface ComputedGrade {
  percent: string;
  band: BandResult | null;
  passed: boolean;
}

/** A grade on the scale that a teacher set: as given (the band's label, or the percent), and what it is worth. */
export interface OverrideGrade {
  /** The grade as the scale writes it: the band's own label ("B", "4"), or the percent at the scale's places. */
  grade: string;
  /** The percent given; null when the teacher gave a band (a letter or a 1–5 mark), which names no percent. */
  percent: string | null;
  band: BandResult | null;
  /** A band given passes when the band does; a percent as a computed one does (pass mark and band). */
  passed: boolean;
}

/** The grade a percent gives on a scale: rounded once by its rule, the band and the pass read on the rounded figure. */
export const gradeOnScale = (percent: Rational, scale: GradingScale): ComputedGrade => {
  const shown = formatRational(percent, scale.decimals, scale.rounding);
  const band = bandFor(parseDecimal(shown), scale.bands);
  const reached = compare(parseDecimal(shown), parseDecimal(scale.passMark)) >= 0;
  return { percent: shown, band, passed: reached && (band?.passing ?? true) };
};

const BAND_KINDS: readonly GradingScaleKind[] = ['letter', 'one_to_five'];

/** Scales whose grades are their bands' labels (as `displayGrade` shows them): an override names a band. */
export const overrideNamesBand = (scale: Pick<GradingScale, 'kind' | 'bands'>): boolean =>
  BAND_KINDS.includes(scale.kind) && scale.bands.length > 0;

/**
 * A teacher's grade read on the course's scale (docs/gradebook.md, "Term grades and overrides"):
 * on a letter or 1–5 scale with bands, one of the bands' labels (case and spaces aside); on the
 * others, a percent from 0 to 100 with at most two places (a comma read as the point). Null when
 * it is none of the scale's grades: the caller refuses it (422 on the grade).
 */
export const readOverride = (scale: GradingScale, given: string): OverrideGrade | null => {
  const text = given.trim();
  if (text === '') return null;
  if (overrideNamesBand(scale)) {
    const band = scale.bands.find((row) => row.label.trim().toLocaleLowerCase() === text.toLocaleLowerCase());
    if (!band) return null;
    const result = bandFor(parseDecimal(band.minPercent), scale.bands);
    return result && { grade: result.label, percent: null, band: result, passed: result.passing };
  }
  const number = text.replace(',', '.');
  if (!isDecimal(number, 2) || !/^\d/.test(number)) return null;
  const percent = parseDecimal(number);
  if (compare(percent, ZERO) < 0 || compare(percent, HUNDRED) > 0) return null;
  const grade = gradeOnScale(percent, scale);
  return { grade: grade.percent, ...grade };
};
