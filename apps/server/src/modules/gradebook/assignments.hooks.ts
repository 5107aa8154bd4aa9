import { lateDays } from './late-days.ts';
import {
  assignmentScores,
  assignmentSubmissions,
  assignments,
  classStudents,
  courses,
  gradingCategories,
  scoreViolations,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { coursePolicy } from './course-policy.ts';
import { examScoreRule, sourcedWorkDeleteRule, sourcedWorkUpdateRule } from './sourced-work.rules.ts';
import { queueClassNotice } from './notify-class.operation.ts';

/**
 * The rules of assignments and their scores (docs/gradebook.md, "Assignments and scores"). The
 * engine has already checked that every record named is in the caller's reach and of the row's
 * school (and, for a teacher, of their classes), so the records are read here as the system.
 */

/** An assignment's category is one of the policy its course uses (its own, else the school's default). */
const checkCategory = async (tx: Db, course: number, category: number): Promise<void> => {
  const repo = system(tx);
  const courseRow = await repo.of(courses).first({ id: course });
  const categoryRow = await repo.of(gradingCategories).first({ id: category });
  if (!courseRow || !categoryRow) return;
  const policy = await coursePolicy(repo, courseRow);
  if (!policy) throw violation('gradingCategory', 'ui.gradebook.no_policy');
  if (categoryRow.gradingPolicy !== policy.id)
    throw unprocessable([
      {
        propertyPath: 'gradingCategory',
        message: 'ui.gradebook.category_not_of_policy',
        values: { policy: policy.title },
      },
    ]);
};

const categoryRule = async (
  tx: Db,
  data: HookData<typeof assignments>,
  current?: RowOf<typeof assignments>,
): Promise<void> => {
  const merged = { ...current, ...data };
  const changed = current === undefined || 'course' in data || 'gradingCategory' in data;
  if (changed && typeof merged.course === 'number' && typeof merged.gradingCategory === 'number')
    await checkCategory(tx, merged.course, merged.gradingCategory);
};

/** The school's wall clock now, as stored times read (`YYYY-MM-DD HH:mm:ss`). */
const wallNow = async (tx: Db, school: number): Promise<string> => {
  const clock = await schoolClock(tx, school);
  return `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`;
};

export const assignmentsHooks = defineHooks(assignments, {
  beforeCreate: async (tx, _ctx, data) => {
    await categoryRule(tx, data);
    return data;
  },
  // Work a person sets is told to the class's families (the demo's seeded work is not); grades
  // released, at once or at the time set, too (notify-class.operation.ts).
  // An exam's work is told by the exam's own screens, not as work set (exam-work.operation.ts).
  afterCreate: async (tx, ctx, row) => {
    if (ctx.caller === null || row.exam !== null) return;
    const now = await wallNow(tx, row.school);
    await queueClassNotice(tx, row, 'set', ctx.language, now);
    if (row.releasedAt !== null) await queueClassNotice(tx, row, 'released', ctx.language, now);
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    if (ctx.caller === null || row.exam !== null || row.releasedAt === null || row.releasedAt === previous.releasedAt)
      return;
    await queueClassNotice(tx, row, 'released', ctx.language, await wallNow(tx, row.school));
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    await sourcedWorkUpdateRule(tx, ctx, data, current);
    await categoryRule(tx, data, current);
    // A lower maximum may not leave a score above it.
    if (data.maxPoints !== undefined && data.maxPoints !== null) {
      const scores = await system(tx).of(assignmentScores).list({ assignment: current.id, scoreStatus: 'scored' });
      const over = scores.find((score) => scoreViolations(score, data.maxPoints ?? '0').length > 0);
      if (over)
        throw unprocessable([
          {
            propertyPath: 'maxPoints',
            message: 'ui.gradebook.max_below_scores',
            values: { points: over.points ?? '' },
          },
        ]);
    }
    return data;
  },
  beforeDelete: sourcedWorkDeleteRule,
});

/** The lateness of the student's hand-in of the assignment, in days (`lateDays`); null when on time or none. */
const daysLateOf = async (tx: Db, assignment: RowOf<typeof assignments>, student: number): Promise<number | null> => {
  if (!assignment.dueDate) return null;
  const handIn = await system(tx).of(assignmentSubmissions).first({ assignment: assignment.id, student });
  return lateDays(assignment.dueDate, handIn);
};

/**
 * A score is of a student of the assignment's class, with points as its status and maximum say.
 * Its `daysLate`, when the teacher leaves it empty, is the hand-in's lateness, so the policy's
 * late rule applies by itself; a teacher's own figure (0 waives it) is kept.
 */
const scoreRule = async (
  tx: Db,
  ctx: RequestContext,
  data: HookData<typeof assignmentScores>,
  current?: RowOf<typeof assignmentScores>,
): Promise<HookData<typeof assignmentScores>> => {
  const merged = { ...current, ...data };
  if (typeof merged.assignment !== 'number') return data;
  const assignment = await system(tx).of(assignments).first({ id: merged.assignment });
  if (!assignment) return data;
  await examScoreRule(tx, ctx, assignment);
  const moved = current === undefined || 'student' in data || 'assignment' in data;
  if (moved && typeof merged.student === 'number') {
    const member = await system(tx).of(classStudents).first({ classId: assignment.class, student: merged.student });
    if (!member) throw violation('student', 'ui.gradebook.student_not_in_class');
  }
  const problems = scoreViolations(
    { scoreStatus: merged.scoreStatus ?? 'scored', points: merged.points ?? null },
    assignment.maxPoints,
  );
  if (problems.length > 0) throw unprocessable(problems);
  if ((merged.daysLate ?? null) !== null || typeof merged.student !== 'number') return data;
  const late = await daysLateOf(tx, assignment, merged.student);
  return late === null ? data : { ...data, daysLate: late };
};

export const assignmentScoresHooks = defineHooks(assignmentScores, {
  beforeCreate: async (tx, ctx, data) => scoreRule(tx, ctx, data),
  beforeUpdate: async (tx, ctx, data, current) => scoreRule(tx, ctx, data, current),
  beforeDelete: async (tx, ctx, row) => {
    const assignment = await system(tx).of(assignments).first({ id: row.assignment });
    if (assignment) await examScoreRule(tx, ctx, assignment);
  },
});
