import { schoolHolidays, seasons, type Violation } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

interface Span {
  season: number;
  firstDay: string;
  lastDay: string;
}

/**
 * The last day is not before the first, and both fall inside the season's dates (a day off of
 * another year would take lessons away from no one and confuse everyone): every problem at once,
 * each on its field, in the caller's language.
 */
const checkSpan = async (tx: Db, span: Span): Promise<void> => {
  const violations: Violation[] = [];
  if (span.lastDay < span.firstDay)
    violations.push({ propertyPath: 'lastDay', message: 'validation.end_before_start' });
  const season = await system(tx).of(seasons).first({ id: span.season });
  const start = season?.startDate ?? null;
  const end = season?.endDate ?? null;
  const outside = (day: string) => (start !== null && day < start) || (end !== null && day > end);
  for (const field of ['firstDay', 'lastDay'] as const)
    if (outside(span[field]))
      violations.push({
        propertyPath: field,
        message: 'ui.school_holidays.outside_season',
        values: { start: start ?? '', end: end ?? '' },
        formats: { start: 'date', end: 'date' },
      });
  if (violations.length > 0) throw unprocessable(violations);
};

export const schoolHolidaysHooks = defineHooks(schoolHolidays, {
  beforeCreate: async (tx, _ctx, data) => {
    // All three are required: the engine has answered 422 already when one is missing.
    if (data.season !== undefined && data.firstDay !== undefined && data.lastDay !== undefined)
      await checkSpan(tx, { season: data.season, firstDay: data.firstDay, lastDay: data.lastDay });
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    await checkSpan(tx, {
      season: data.season ?? current.season,
      firstDay: data.firstDay ?? current.firstDay,
      lastDay: data.lastDay ?? current.lastDay,
    });
    return data;
  },
});
