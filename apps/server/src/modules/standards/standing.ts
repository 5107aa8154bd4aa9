import {
  PROFICIENCY_SCALE,
  standardStanding,
  type assignments,
  type assignmentScores,
  type assignmentStandards,
  type RowOf,
} from '@kampus/contract';

type Work = RowOf<typeof assignments>;
type Score = RowOf<typeof assignmentScores>;
type Alignment = RowOf<typeof assignmentStandards>;

/** One student's standing on one standard, from the scores of the work aligned to it. */
export const standingOn = (
  standard: number,
  alignments: readonly Alignment[],
  work: ReadonlyMap<number, Work>,
  own: readonly Score[],
) => {
  const aligned = new Set(alignments.filter((row) => row.standard === standard).map((row) => row.assignment));
  return standardStanding(
    own.flatMap((score) => {
      const piece = aligned.has(score.assignment) ? work.get(score.assignment) : undefined;
      return piece ? [{ status: score.scoreStatus, points: score.points, maxPoints: piece.maxPoints }] : [];
    }),
    PROFICIENCY_SCALE,
  );
};
