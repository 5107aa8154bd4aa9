import { wallClock, type WallClock } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** The wall clock of a school, in its own time zone. */
export const schoolClock = async (db: Db, schoolId: number, at: Date = new Date()): Promise<WallClock> => {
  const table = resourceTable('schools');
  const [school] = await db
    .select({ timezone: col(table, 'timezone') })
    .from(table)
    .where(eq(col(table, 'id'), schoolId))
    .limit(1);
  return wallClock(typeof school?.timezone === 'string' ? school.timezone : null, at);
};
