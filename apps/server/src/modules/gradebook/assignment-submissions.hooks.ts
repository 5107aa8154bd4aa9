import { assignmentScores, assignmentSubmissions, assignments, classStudents, type RowOf } from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import { defineHooks, type Data, type HookData } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { lateDays } from './late-days.ts';

/**
 * The rules of a hand-in (docs/gradebook.md, "Hand-in"). The engine has already checked that the
 * assignment is in the caller's reach (a student's: of their class, else 422) and that a
 * student's row names themself (403), so the records are read here as the system.
 */

/**
 * The present minute on the school's wall clock (date-times are stored as the school's wall time),
 * read by the database's `kampus_wall_now` as a released score is: the server's clock and the
 * rule of a zone the database does not know (UTC) are the same everywhere.
 */
const wallNow = (school: number): SQL =>
  sql`(select date_trunc('second', kampus_wall_now(s.timezone)) from schools s where s.id = ${school})`;

/**
 * Late when the school's present date is after the assignment's due date: work handed in on the
 * due day, at any hour, is on time. No due date: never late.
 */
const lateNow = (assignment: number): SQL =>
  sql`coalesce((select kampus_wall_now(s.timezone)::date > a.due_date
    from assignments a join schools s on s.id = a.school_id where a.id = ${assignment}), false)`;

/** Each hand-in (a first one, a new text, a file added) is stamped with its moment and lateness. */
const stamped = (data: Data, school: number, assignment: number): Data => ({
  ...data,
  submittedAt: wallNow(school),
  late: lateNow(assignment),
});

/** The student sits in the assignment's class (staff reach every student of the school). */
const checkMember = async (tx: Db, assignment: number, student: number): Promise<void> => {
  const given = await system(tx).of(assignments).first({ id: assignment });
  if (!given) return;
  const member = await system(tx).of(classStudents).first({ classId: given.class, student });
  if (!member) throw violation('student', 'ui.hand_in.student_not_in_class');
};

/** A hand-in stays where it was made: another assignment or student is a new hand-in, not this one. */
const checkNotMoved = (
  data: HookData<typeof assignmentSubmissions>,
  current: RowOf<typeof assignmentSubmissions>,
): void => {
  for (const field of ['assignment', 'student'] as const)
    if (data[field] !== undefined && data[field] !== current[field]) throw violation(field, 'ui.hand_in.moved');
};

/**
 * A hand-in made again at another moment is late by other days: a score already given follows
 * when its days late were the earlier hand-in's (filled in by the score's rule), so the policy's
 * late rule reads the work that stands. A teacher's own figure (0 waives the penalty) is kept.
 */
const followLateness = async (
  tx: Db,
  row: RowOf<typeof assignmentSubmissions>,
  previous: RowOf<typeof assignmentSubmissions>,
): Promise<void> => {
  const assignment = await system(tx).of(assignments).first({ id: row.assignment });
  if (!assignment) return;
  const before = lateDays(assignment.dueDate, previous);
  const after = lateDays(assignment.dueDate, row);
  if (before === after) return;
  const score = await system(tx).of(assignmentScores).first({ assignment: row.assignment, student: row.student });
  if (!score || (score.daysLate ?? null) !== before) return;
  await system(tx).of(assignmentScores).update(score.id, { daysLate: after });
};

export const assignmentSubmissionsHooks = defineHooks(assignmentSubmissions, {
  beforeCreate: async (tx, _ctx, data) => {
    const { school, assignment, student } = data;
    if (typeof assignment !== 'number' || typeof student !== 'number' || typeof school !== 'number') return data;
    await checkMember(tx, assignment, student);
    return stamped({ ...data, attachments: [] }, school, assignment);
  },
  beforeUpdate: async (_tx, _ctx, data, current) => {
    checkNotMoved(data, current);
    return stamped(data, current.school, current.assignment);
  },
  afterUpdate: (tx, _ctx, row, previous) => followLateness(tx, row, previous),
});
