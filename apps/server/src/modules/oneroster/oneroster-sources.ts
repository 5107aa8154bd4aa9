import { classes, courses, gradingTerms, schools, seasons } from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { gradeCode, isoDate, isoTime, rosterSeasons, whereOf } from './oneroster-sql.ts';

/**
 * The OneRoster mapping of Kampus's schools, seasons, terms, courses and classes, once, as SQL:
 * each source is a select whose columns are the CSV binding's (all text) plus `schoolId`, the
 * school the row belongs to. The REST binding pages and filters over it in the database, the CSV
 * export writes it whole (oneroster-csv.operation.ts). Every table is read through the caller's
 * visibility (`scoped(...).condition`), so a source holds exactly what the caller may read.
 *
 * Kampus classes are homerooms with no course of their own: each season gets one "Homeroom"
 * course (`homeroom-<season>`) they belong to, as the standard requires a course for every class.
 */
export type Source = (db: Db, ctx: RequestContext) => SQL;

export const orgsSource: Source = (db, ctx) => {
  const access = scoped(db, ctx).of(schools);
  const t = access.table;
  return sql`select 'school-' || ${t.id} as "sourcedId", 'active' as "status",
    ${isoTime(t.updatedAt)} as "dateLastModified", ${t.title} as "name", 'school' as "type",
    ${t.id}::text as "identifier", '' as "parentSourcedId", ${t.id} as "schoolId"
    from ${t} where ${whereOf(access.condition({ id: [...ctx.scope] }))}`;
};

export const sessionsSource: Source = (db, ctx) => {
  const season = scoped(db, ctx).of(seasons).table;
  const terms = scoped(db, ctx).of(gradingTerms);
  const term = terms.table;
  const inRoster = rosterSeasons(db, ctx);
  const year = sql`left(coalesce(${season.endDate}, ${season.startDate})::text, 4)`;
  return sql`select 'season-' || ${season.id} as "sourcedId", 'active' as "status",
      ${isoTime(season.updatedAt)} as "dateLastModified", ${season.title} as "title", 'schoolYear' as "type",
      ${isoDate(season.startDate)} as "startDate", ${isoDate(season.endDate)} as "endDate",
      '' as "parentSourcedId", coalesce(${year}, '') as "schoolYear", ${season.school} as "schoolId"
    from ${season} where ${season.id} in (${inRoster})
    union all
    select 'term-' || ${term.id}, 'active', ${isoTime(term.updatedAt)}, ${term.title}, 'term',
      ${isoDate(term.startDate)}, ${isoDate(term.endDate)}, 'season-' || ${term.season},
      coalesce((select ${year} from ${season} where ${season.id} = ${term.season}), ''), ${term.school}
    from ${term} where ${whereOf(terms.condition({}, sql`${term.season} in (${inRoster})`))}`;
};

export const coursesSource: Source = (db, ctx) => {
  const access = scoped(db, ctx).of(courses);
  const course = access.table;
  const season = scoped(db, ctx).of(seasons).table;
  const inRoster = rosterSeasons(db, ctx);
  return sql`select 'course-' || ${course.id} as "sourcedId", 'active' as "status",
      ${isoTime(course.updatedAt)} as "dateLastModified", 'season-' || ${course.season} as "schoolYearSourcedId",
      ${course.title} as "title", coalesce(${course.code}, '') as "courseCode",
      ${gradeCode(db, ctx, course.gradeLevel)} as "grades", 'school-' || ${course.school} as "orgSourcedId",
      '' as "subjects", '' as "subjectCodes", ${course.school} as "schoolId"
    from ${course} where ${whereOf(access.condition({}, sql`${course.season} in (${inRoster})`))}
    union all
    select 'homeroom-' || ${season.id}, 'active', ${isoTime(season.updatedAt)}, 'season-' || ${season.id},
      'Homeroom', 'HOMEROOM', '', 'school-' || ${season.school}, '', '', ${season.school}
    from ${season} where ${season.id} in (${inRoster})`;
};

/** The classes of the roster's seasons the caller sees: the condition the users and enrollments sources reuse. */
export const rosterClasses = (db: Db, ctx: RequestContext): SQL => {
  const access = scoped(db, ctx).of(classes);
  return whereOf(access.condition({}, sql`${access.table.season} in (${rosterSeasons(db, ctx)})`));
};

export const classesSource: Source = (db, ctx) => {
  const klass = scoped(db, ctx).of(classes).table;
  const terms = scoped(db, ctx).of(gradingTerms);
  const term = terms.table;
  const termIds = sql`(select string_agg('term-' || ${term.id}, ',' order by ${term.id}) from ${term}
    where ${whereOf(terms.condition({}, sql`${term.season} = ${klass.season}`))})`;
  return sql`select 'class-' || ${klass.id} as "sourcedId", 'active' as "status",
      ${isoTime(klass.updatedAt)} as "dateLastModified", ${klass.title} as "title",
      ${gradeCode(db, ctx, klass.gradeLevel)} as "grades", 'homeroom-' || ${klass.season} as "courseSourcedId",
      ${klass.title} as "classCode", 'homeroom' as "classType", coalesce(${klass.classroom}, '') as "location",
      'school-' || ${klass.school} as "schoolSourcedId", coalesce(${termIds}, '') as "termSourcedIds",
      '' as "subjects", '' as "subjectCodes", '' as "periods", ${klass.school} as "schoolId"
    from ${klass} where ${rosterClasses(db, ctx)}`;
};
