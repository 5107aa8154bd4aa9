import { schools, users } from '@kampus/contract';
import { and, count, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { authSessions, pageViews } from '../../db/internal-tables.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { addDays } from './stats-periods.ts';

/** How many days the usage chart shows, today included. */
const USAGE_DAYS = 14;

const perDay = async (db: Db, day: SQL<string>, query: (day: SQL<string>) => Promise<{ day: string; n: number }[]>) =>
  new Map((await query(day)).map((row) => [row.day, Number(row.n)]));

/**
 * Sign-ins (sessions begun by the users of the schools in scope, impersonations left out) and page
 * views (the events every screen sends) per day of the active school's clock. Only the schools of
 * the caller's scope count: a school admin never sees another school's traffic.
 */
export const usageStats = async (db: Db, ctx: RequestContext) => {
  const schoolIds = [...ctx.scope];
  const homeSchool = ctx.activeSchoolId ?? ctx.caller?.schoolId ?? schoolIds[0] ?? 0;
  const school = await system(db).of(schools).first({ id: homeSchool });
  const zone = school?.timezone ?? 'UTC';
  const { date } = await schoolClock(db, homeSchool);
  const first = addDays(date, 1 - USAGE_DAYS);
  // A day earlier in UTC, so every time zone's first local day is whole; the grouping cuts the rest.
  const since = new Date(`${addDays(first, -1)}T00:00:00Z`);
  const days = Array.from({ length: USAGE_DAYS }, (_, index) => addDays(first, index));
  if (schoolIds.length === 0) return { usageStats: days.map((day) => ({ date: day, logins: 0, pageViews: 0 })) };

  // Only the table, for the join: which schools count is decided here, from the caller's scope.
  const people = scoped(db, ctx).of(users).table;
  const views = await perDay(
    db,
    sql<string>`to_char(${pageViews.viewedAt} at time zone ${zone}, 'YYYY-MM-DD')`,
    (day) =>
      db
        .select({ day, n: count() })
        .from(pageViews)
        .where(and(inArray(pageViews.schoolId, schoolIds), gte(pageViews.viewedAt, since)))
        .groupBy(sql`1`),
  );
  const logins = await perDay(
    db,
    sql<string>`to_char(${authSessions.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`,
    (day) =>
      db
        .select({ day, n: count() })
        .from(authSessions)
        .innerJoin(people, eq(people.id, authSessions.userId))
        .where(
          and(
            inArray(people.schoolId, schoolIds),
            ne(authSessions.method, 'impersonation'),
            gte(authSessions.createdAt, since),
          ),
        )
        .groupBy(sql`1`),
  );
  return {
    usageStats: days.map((day) => ({ date: day, logins: logins.get(day) ?? 0, pageViews: views.get(day) ?? 0 })),
  };
};
