import { timetableLessons, timetableTeacherRules } from '@kampus/contract';
import type { RowOf } from '@kampus/contract';
import { defineHooks, type Data, type HookData } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { slotsOf } from './timetable-slots.ts';

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

/** A lesson's fixed starts are checked like a teacher's slots; it is of a class or of a batch. */
export const timetableLessonsHooks = defineHooks(timetableLessons, {
  beforeCreate: async (_tx, _ctx, data) => {
    checkClassOrBatch(data);
    return lessonSlots(data);
  },
  beforeUpdate: async (_tx, _ctx, data, current) => {
    if ('classId' in data || 'batch' in data) checkClassOrBatch(data, current);
    return lessonSlots(data);
  },
});
