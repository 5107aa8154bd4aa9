import { lessonCovers, type CoverReport } from '@kampus/contract';
import { and, count, desc, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { userNames } from './people-names.ts';
import { monthDays } from './week-days.ts';

/**
 * Covers in a month in the caller's schools, summed by the database: per substitute (covers
 * given) and per absent teacher (lessons covered), most first.
 */
export const readCoverReport = async (db: Db, ctx: RequestContext, month: string): Promise<CoverReport> => {
  const access = scoped(db, ctx).of(lessonCovers);
  const table = access.table;
  const { first, last } = monthDays(month);
  const inMonth = and(gte(table.coverDate, first), lte(table.coverDate, last));
  const where = access.condition({}, inMonth);
  const [bySubstitute, byAbsent, total] = await Promise.all([
    db
      .select({ teacher: table.substitute, covers: count() })
      .from(table)
      .where(where)
      .groupBy(table.substitute)
      .orderBy(desc(count())),
    db
      .select({ teacher: table.absentTeacher, covers: count() })
      .from(table)
      .where(where)
      .groupBy(table.absentTeacher)
      .orderBy(desc(count())),
    access.count({}, inMonth),
  ]);
  const names = await userNames(
    db,
    [...bySubstitute, ...byAbsent].map((row) => Number(row.teacher)),
  );
  const line = (row: { teacher: number; covers: number }) => ({
    teacherId: Number(row.teacher),
    name: names.get(Number(row.teacher)) ?? '',
    covers: Number(row.covers),
  });
  return {
    month,
    total,
    bySubstitute: bySubstitute.map(line),
    byAbsentTeacher: byAbsent.map(line),
  };
};
