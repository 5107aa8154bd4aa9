import { timetableLessons, timetableTeacherRules } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
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

/** A lesson's fixed starts are checked like a teacher's slots. */
export const timetableLessonsHooks = defineHooks(timetableLessons, {
  beforeCreate: async (_tx, _ctx, data) => lessonSlots(data),
  beforeUpdate: async (_tx, _ctx, data) => lessonSlots(data),
});
