import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { homeworks, scoreCategories, toHundredths } from '@kampus/contract';
import { homeworkIntoGradebook } from '../gradebook/homework-work.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/**
 * A teacher's homework is theirs unless they name themself otherwise (the `userKind` rule lets a
 * teacher name nobody else), and it is given today by the school's clock unless a date is sent.
 * A due date before the day it is given is refused on `dueDate`.
 */
export const homeworksHooks = defineHooks(homeworks, {
  beforeCreate: async (tx, ctx, data) => {
    const teacher = data.teacher ?? (ctx.caller?.audience === 'teacher' ? ctx.caller.id : null);
    const assignedDate = data.assignedDate ?? (await schoolClock(tx, data.schoolId ?? 0)).date;
    if (data.dueDate !== undefined && data.dueDate < assignedDate) throw violation('dueDate', 'exams.due_before_given');
    return { ...data, teacher, assignedDate };
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    const assigned = data.assignedDate ?? current.assignedDate;
    const due = data.dueDate ?? current.dueDate;
    if (assigned !== null && due < assigned) throw violation('dueDate', 'exams.due_before_given');
    return data;
  },
  // A graded homework is gradebook work, laid in the same transaction (homework-work.operation.ts).
  afterCreate: async (tx, ctx, row) => homeworkIntoGradebook(tx, ctx, row, 'maxPoints'),
  afterUpdate: async (tx, ctx, row, previous) => {
    const moved = (['subject', 'classId', 'maxPoints', 'title', 'dueDate', 'description'] as const).filter(
      (field) => String(row[field]) !== String(previous[field]),
    );
    if (moved.length > 0) await homeworkIntoGradebook(tx, ctx, row, moved[0] ?? 'maxPoints');
  },
});

/** A score band runs from its lowest score up: the highest may not be below it. */
export const scoreCategoriesHooks = defineHooks(scoreCategories, {
  beforeCreate: (_tx, _ctx, data) => {
    if ((toHundredths(data.maxScore ?? '0') ?? 0) < (toHundredths(data.minScore ?? '0') ?? 0))
      throw violation('maxScore', 'exams.max_below_min');
    return data;
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    const min = data.minScore ?? current.minScore;
    const max = data.maxScore ?? current.maxScore;
    if ((toHundredths(max) ?? 0) < (toHundredths(min) ?? 0)) throw violation('maxScore', 'exams.max_below_min');
    return data;
  },
});
