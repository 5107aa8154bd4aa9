import { teacherAbsences, type Violation } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';

/**
 * An absence of part of a day names both ends, the end after the start; an all-day one keeps
 * no times (they would mislead the cover page).
 */
const checkSpan = (data: Record<string, unknown>): Record<string, unknown> => {
  if (data.allDay !== false) return { ...data, fromTime: null, toTime: null };
  const violations: Violation[] = [];
  if (!data.fromTime) violations.push({ propertyPath: 'fromTime', message: 'validation.required' });
  if (!data.toTime) violations.push({ propertyPath: 'toTime', message: 'validation.required' });
  if (data.fromTime && data.toTime && String(data.toTime) <= String(data.fromTime))
    violations.push({ propertyPath: 'toTime', message: 'validation.too_small' });
  if (violations.length > 0) throw unprocessable(violations);
  return data;
};

export const teacherAbsencesHooks = defineHooks(teacherAbsences, {
  beforeCreate: async (_tx, _ctx, data) => checkSpan({ allDay: true, ...data }),
  beforeUpdate: async (_tx, _ctx, data, current) => ({
    ...data,
    ...checkSpan({ allDay: current.allDay, fromTime: current.fromTime, toTime: current.toTime, ...data }),
  }),
});
