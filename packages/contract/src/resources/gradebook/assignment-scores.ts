import { compare, parseDecimal } from '../../grading/rational.ts';
import type { Score } from '../../grading/types.ts';
import type { RowOf } from '../../resource/index.ts';
import type { Violation } from '../../resource/validation.ts';
import type { assignmentScores, assignments } from './assignments.resource.ts';

/** A score as its rules read it: the stored status and points (a decimal string). */
interface ScoreFields {
  scoreStatus: string;
  points: string | null;
}

/**
 * The rules of one score against its assignment (docs/gradebook.md), shared by the server's hook
 * and the web: points are given exactly when the work is scored, and never above the
 * assignment's maximum, compared exactly (as fractions, never floats).
 */
export const scoreViolations = (score: ScoreFields, maxPoints: string): Violation[] => {
  if (score.scoreStatus !== 'scored')
    return score.points === null ? [] : [{ propertyPath: 'points', message: 'ui.gradebook.points_not_allowed' }];
  if (score.points === null) return [{ propertyPath: 'points', message: 'ui.gradebook.points_required' }];
  if (compare(parseDecimal(score.points), parseDecimal(maxPoints)) > 0)
    return [{ propertyPath: 'points', message: 'ui.gradebook.points_over_max', values: { max: maxPoints } }];
  return [];
};

/**
 * A student's stored scores as the arithmetic's: each out of its assignment's maximum, in the
 * assignment's category (the category record's id, `policyFromRecords`'s key). A score of an
 * assignment not given is left out: the reader could not see that assignment.
 */
export const scoresFromRecords = (
  scores: readonly RowOf<typeof assignmentScores>[],
  given: readonly RowOf<typeof assignments>[],
): Score[] => {
  const byId = new Map(given.map((assignment) => [assignment.id, assignment]));
  return scores.flatMap((score) => {
    const assignment = byId.get(score.assignment);
    if (!assignment) return [];
    return [
      {
        id: assignment.id,
        category: assignment.gradingCategory === null ? null : String(assignment.gradingCategory),
        earned: score.scoreStatus === 'scored' ? score.points : null,
        possible: assignment.maxPoints,
        excused: score.scoreStatus === 'excused',
        daysLate: score.daysLate ?? 0,
      },
    ];
  });
};
