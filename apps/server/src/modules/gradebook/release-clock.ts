import { schools, wallClock } from '@kampus/contract';
import type { Scoped } from '../../core/repository.ts';

/** A wall date-time as stored ('2026-11-02 09:00:00' or '2026-11-02T09:00'), to the minute, for comparing. */
const minuteOf = (value: string): string => value.replace('T', ' ').slice(0, 16);

/** Whether a row's release moment (`releasedAt`, the school's wall time) has come. */
export type Released = (school: number, releasedAt: string | null) => boolean;

/**
 * The release test of graded work for the schools given, on each school's own wall clock now,
 * as the families' reads apply it in SQL (`familyRelease`): for the paths that count released
 * work only whoever reads (a report card, a class rank), where the reader is staff or a teacher.
 */
export const releaseClock = async (reader: Scoped, schoolIds: readonly number[]): Promise<Released> => {
  const rows = schoolIds.length === 0 ? [] : await reader.of(schools).list({ id: [...new Set(schoolIds)] });
  const now = new Map(
    rows.map((row) => {
      const clock = wallClock(row.timezone ?? null);
      return [row.id, minuteOf(`${clock.date} ${clock.time}`)] as const;
    }),
  );
  return (school, releasedAt) => releasedAt !== null && minuteOf(releasedAt) <= (now.get(school) ?? '');
};
