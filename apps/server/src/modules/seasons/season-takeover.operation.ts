import { enrollments, students, type RowOf, type seasons } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { lastRollover } from './rollover-journal.ts';

/**
 * The day a rolled-over season becomes the school's default (the old one has ended): what the
 * rollover kept out of the running season now reaches the student records. Each student promoted
 * or repeating takes the grade level of their enrolment in the new season; each graduate and
 * leaver of the rollover is no longer an active student (kept, readable: the season's alumni).
 * Every change goes through the students' update, so it is validated and audited as the person
 * who made the season the default. A season that no rollover went into changes no student.
 */
export const seasonTakesOver = async (tx: Db, ctx: RequestContext, season: RowOf<typeof seasons>): Promise<void> => {
  const journal = await lastRollover(tx, season.school);
  if (journal?.action !== 'rollover' || journal.toSeason !== season.id) return;
  const enrolled = await system(tx).of(enrollments).list({ season: season.id });
  const gradeOf = new Map(enrolled.map((row) => [row.studentId, row.gradeLevel]));
  const gone = new Set(
    journal.outcomes
      .filter((entry) => entry.outcome === 'graduate' || entry.outcome === 'leave')
      .map((e) => e.studentId),
  );
  const ids = journal.outcomes.map((entry) => entry.studentId);
  if (ids.length === 0) return;
  const people = await system(tx).of(students).list({ id: ids, school: season.school });
  for (const person of people) {
    const grade = gradeOf.get(person.id);
    if (gone.has(person.id)) {
      if (person.isActive !== false) await update(tx, ctx, students, person.id, { isActive: false });
    } else if (grade !== undefined && grade !== null && grade !== person.gradeLevel) {
      await update(tx, ctx, students, person.id, { gradeLevel: `/api/grade_levels/${grade}` });
    }
  }
};
