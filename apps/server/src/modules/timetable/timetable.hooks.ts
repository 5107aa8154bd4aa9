import { timetableLessons, timetablePeriods, timetableTeacherRules } from '@kampus/contract';
import type { RowOf } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data, type HookData } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { crossesLongBreak } from './timetable-problem.ts';
import { slotsOf } from './timetable-slots.ts';
import { longBreaksOf, slotOf, weekOf } from './timetable-week.ts';

/** Each slot field given must be a list of `{weekday, period}`: a 422 naming it otherwise, stored as the clean list. */
const checkSlots = (fields: readonly string[]) => (data: Data) => {
  const bad = fields.filter((field) => field in data && slotsOf(data[field]) === undefined);
  if (bad.length > 0) throw unprocessable(bad.map((field) => ({ propertyPath: field, message: 'validation.invalid' })));
  const clean = Object.fromEntries(
    fields.filter((field) => field in data).map((field) => [field, slotsOf(data[field]) ?? []]),
  );
  return { ...data, ...clean };
};

const ruleSlots = checkSlots(['unavailable', 'avoided']);
const lessonSlots = checkSlots(['fixedStarts']);

export const timetableTeacherRulesHooks = defineHooks(timetableTeacherRules, {
  beforeCreate: async (_tx, _ctx, data) => ruleSlots(data),
  beforeUpdate: async (_tx, _ctx, data) => ruleSlots(data),
});

/**
 * A need is of a class or of a batch (an elective's section), exactly one: 422 on `classId` when
 * it names neither, on `batch` when it names both (the schedules' rule and message).
 */
const checkClassOrBatch = (data: HookData<typeof timetableLessons>, current?: RowOf<typeof timetableLessons>): void => {
  const classId = data.classId !== undefined ? data.classId : (current?.classId ?? null);
  const batch = data.batch !== undefined ? data.batch : (current?.batch ?? null);
  if ((classId === null) === (batch === null))
    throw unprocessable([
      { propertyPath: classId === null ? 'classId' : 'batch', message: 'ui.schedules.class_or_batch' },
    ]);
};

/**
 * A double fixed by hand never starts at the period lunch follows (a long break, by the season's
 * bell times: timetable-week.ts): 422 on `fixedStarts` when saved, not first when the week is
 * solved. A start outside the week is left to the solve, which names it (the bell times may come later).
 */
const checkDoublesClearLunch = async (
  tx: Db,
  ctx: RequestContext,
  data: Data,
  current?: RowOf<typeof timetableLessons>,
): Promise<void> => {
  const length = 'length' in data ? data.length : current?.length;
  const starts = slotsOf('fixedStarts' in data ? data.fixedStarts : current?.fixedStarts) ?? [];
  const season = 'season' in data ? data.season : current?.season;
  if (length !== 2 || starts.length === 0 || typeof season !== 'number') return;
  const week = weekOf(await scoped(tx, ctx).of(timetablePeriods).list({ season }));
  const longBreaks = longBreaksOf(week);
  const across = starts.some((start) => {
    const slot = slotOf(week, start);
    return slot !== undefined && crossesLongBreak(longBreaks, slot, 2);
  });
  if (across) throw unprocessable([{ propertyPath: 'fixedStarts', message: 'ui.timetable.issue_across_lunch' }]);
};

/** A lesson's fixed starts are checked like a teacher's slots, and clear of lunch; it is of a class or of a batch. */
export const timetableLessonsHooks = defineHooks(timetableLessons, {
  beforeCreate: async (tx, ctx, data) => {
    checkClassOrBatch(data);
    const clean = lessonSlots(data);
    await checkDoublesClearLunch(tx, ctx, clean);
    return clean;
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    if ('classId' in data || 'batch' in data) checkClassOrBatch(data, current);
    const clean = lessonSlots(data);
    if ('fixedStarts' in clean || 'length' in clean) await checkDoublesClearLunch(tx, ctx, clean, current);
    return clean;
  },
});
