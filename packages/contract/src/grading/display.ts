import type { CourseGradeResult } from './course-grade.ts';
import type { GradingScaleKind } from './types.ts';

/**
 * A grade as its scale shows it: the band's label on a letter or 1–5 scale ("A", "5"), the percent
 * with its sign on a percentage scale ("92.50%"), the bare number on a 0–100 or points scale. A
 * letter scale whose bands do not reach the grade falls back to the percent; no grade is null.
 */
export const displayGrade = (
  grade: Pick<CourseGradeResult, 'percent' | 'band'>,
  kind: GradingScaleKind,
): string | null => {
  // A band given by a teacher names no percent: its label is the grade.
  if ((kind === 'letter' || kind === 'one_to_five') && grade.band) return grade.band.label;
  if (grade.percent === null) return null;
  return kind === 'percentage' ? `${grade.percent}%` : grade.percent;
};
