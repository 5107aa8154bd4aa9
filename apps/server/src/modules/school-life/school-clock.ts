import { schools, wallClock, type WallClock } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The wall clock of a school, in its own time zone. Read as the system: callers pass a school
 * already checked to be theirs (an attendance's, a seed's), and a time zone reveals nothing.
 */
export const schoolClock = async (db: Db, schoolId: number, at: Date = new Date()): Promise<WallClock> => {
  const school = await system(db).of(schools).first({ id: schoolId });
  return wallClock(school?.timezone ?? null, at);
};
