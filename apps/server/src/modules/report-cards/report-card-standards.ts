import { assignmentScores, assignmentStandards, learningStandards } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { CardMember } from './report-card-course-grades.ts';
import { standingOn } from '../standards/standing.ts';
import { releasedTermWork, type Term } from './term-work.ts';

/** One standard on a report card: its code, the term's percent and level (1 to 4). */
export interface StandardLine {
  code: string;
  percent: string | null;
  level: string | null;
}

/**
 * The standards on a term's report cards (docs/gradebook.md, "Standards-based grading"), by
 * student: each standard the class's released work of the term is aligned to, with the student's
 * level from that work (`standardStanding`, as on the class's report), in code order. None for a
 * school that does not align its work: the card then has no standards section.
 */
export const reportCardStandards = async (
  db: Db,
  ctx: RequestContext,
  members: readonly CardMember[],
  term: Term,
): Promise<Map<number, StandardLine[]>> => {
  const lines = new Map<number, StandardLine[]>(members.map((member) => [member.student, []]));
  const reader = scoped(db, ctx, { as: 'reader' });
  const { work } = await releasedTermWork(reader, [...new Set(members.map((member) => member.classId))], term);
  const alignments =
    work.length === 0 ? [] : await reader.of(assignmentStandards).list({ assignment: work.map((row) => row.id) });
  if (alignments.length === 0) return lines;
  const [standards, scores] = await Promise.all([
    reader
      .of(learningStandards)
      .list({ id: [...new Set(alignments.map((row) => row.standard))] }, { order: { code: 'asc' } }),
    reader.of(assignmentScores).list({
      student: [...lines.keys()],
      assignment: [...new Set(alignments.map((row) => row.assignment))],
    }),
  ]);
  const workById = new Map(work.map((row) => [row.id, row]));
  for (const member of members) {
    const own = scores.filter((row) => row.student === member.student);
    const standing = standards.flatMap((standard) => {
      const aligned = alignments.filter(
        (row) => row.standard === standard.id && workById.get(row.assignment)?.class === member.classId,
      );
      if (aligned.length === 0) return [];
      const { percent, level } = standingOn(standard.id, aligned, workById, own);
      return [{ code: standard.code, percent, level }];
    });
    lines.set(member.student, [...(lines.get(member.student) ?? []), ...standing]);
  }
  return lines;
};
