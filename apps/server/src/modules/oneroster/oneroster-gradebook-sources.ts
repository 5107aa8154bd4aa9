import { assignments, assignmentScores, classes, gradingCategories, schools } from '@kampus/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { oneRosterLineItemIds, oneRosterResultIds } from '../../db/oneroster-tables.ts';
import { rosterClasses, type Source } from './oneroster-sources.ts';
import { isoTime, whereOf } from './oneroster-sql.ts';

/**
 * The OneRoster mapping of Kampus's gradebook (docs/oneroster.md, "Gradebook"), as the rostering
 * sources are made (oneroster-sources.ts): grading categories are categories, graded work
 * (`assignments`) line items, and scores results. Every table is read through the caller's
 * visibility; graded work is of the roster's classes, so every reference resolves in the
 * rostering service.
 *
 * Results are of released work only, whoever the key's user is: a partner (an LMS, a district's
 * warehouse) shows what it reads to students and parents, and a family never sees an unreleased
 * grade (issue 31). Released is the families' rule: `releasedAt` set and come on the school's
 * own wall clock (`kampus_wall_now`, as `familyRelease` reads it).
 */

/**
 * Work with no category (a policy of total points) still needs one in the binding: each school in
 * reach has one `uncategorised-<school>` category, with no weight, that such work names.
 */
export const categoriesSource: Source = (db, ctx) => {
  const access = scoped(db, ctx).of(gradingCategories);
  const category = access.table;
  const school = scoped(db, ctx).of(schools);
  return sql`select 'category-' || ${category.id} as "sourcedId", 'active' as "status",
      ${isoTime(category.updatedAt)} as "dateLastModified", ${category.title} as "title",
      ${category.weight}::text as "weight", ${category.school} as "schoolId"
    from ${category} where ${whereOf(access.condition())}
    union all
    select 'uncategorised-' || ${school.table.id}, 'active', ${isoTime(school.table.updatedAt)}, 'Uncategorised', '',
      ${school.table.id}
    from ${school.table} where ${whereOf(school.condition({ id: [...ctx.scope] }))}`;
};

/** A due date as the binding's date-time: the end of that day, UTC. */
const endOfDay = (column: SQLWrapper): SQL => sql`to_char(${column}, 'YYYY-MM-DD') || 'T23:59:59.000Z'`;

/** The graded work a source may name: in the caller's reach and of the roster's classes. */
const rosterWork = (db: Db, ctx: RequestContext): SQL => {
  const access = scoped(db, ctx).of(assignments);
  const klass = scoped(db, ctx).of(classes).table;
  const inRoster = sql`select ${klass.id} from ${klass} where ${rosterClasses(db, ctx)}`;
  return sql`select ${access.table.id} from ${access.table}
    where ${whereOf(access.condition({}, sql`${access.table.class} in (${inRoster})`))}`;
};

/**
 * A line item's sourcedId: the one its client chose when it was PUT through the binding
 * (`oneroster_line_item_ids`), else Kampus's own.
 */
const lineItemId = (assignment: SQLWrapper): SQL =>
  sql`coalesce((select ${oneRosterLineItemIds.sourcedId} from ${oneRosterLineItemIds}
    where ${oneRosterLineItemIds.assignmentId} = ${assignment}), 'lineitem-' || ${assignment})`;

// `assignmentId` (and a result's `studentId`) are no column of either binding: the writes find
// the gradebook's records by them (oneroster-ids.ts); the JSON and the CSV name their columns.
export const lineItemsSource: Source = (db, ctx) => {
  const work = scoped(db, ctx).of(assignments).table;
  const klass = scoped(db, ctx).of(classes).table;
  return sql`select ${lineItemId(work.id)} as "sourcedId", 'active' as "status",
      ${isoTime(work.updatedAt)} as "dateLastModified", ${work.title} as "title",
      coalesce(${work.description}, '') as "description", ${isoTime(work.createdAt)} as "assignDate",
      coalesce(${endOfDay(work.dueDate)}, ${isoTime(work.createdAt)}) as "dueDate",
      'class-' || ${work.class} as "classSourcedId",
      coalesce('category-' || ${work.gradingCategory}, 'uncategorised-' || ${work.school}) as "categorySourcedId",
      (select 'season-' || ${klass.season} from ${klass} where ${klass.id} = ${work.class}) as "academicSessionSourcedId",
      '0' as "resultValueMin", trim_scale(${work.maxPoints})::text as "resultValueMax",
      'school-' || ${work.school} as "schoolSourcedId", ${work.school} as "schoolId", ${work.id} as "assignmentId"
    from ${work} where ${work.id} in (${rosterWork(db, ctx)})`;
};

/** Kampus's score states in the binding's vocabulary. */
const scoreStatus = (column: SQLWrapper): SQL =>
  sql`case ${column} when 'excused' then 'exempt' when 'missing' then 'not submitted' else 'fully graded' end`;

/**
 * The scores as results. `releasedOnly` is what every read serves (see above); a write of the
 * binding finds and answers the result it wrote by the same mapping whether or not it is released,
 * as its writer (who sent the score) already knows it.
 */
const resultRows = (db: Db, ctx: RequestContext, releasedOnly: boolean): SQL => {
  const access = scoped(db, ctx).of(assignmentScores);
  const score = access.table;
  const work = scoped(db, ctx).of(assignments).table;
  const school = scoped(db, ctx).of(schools).table;
  const released = sql`select ${work.id} from ${work} join ${school} on ${school.id} = ${work.school}
    where ${work.releasedAt} is not null and ${work.releasedAt} <= kampus_wall_now(${school.timezone})`;
  const ids = oneRosterResultIds;
  const resultId = sql`coalesce((select ${ids.sourcedId} from ${ids}
    where ${ids.assignmentId} = ${score.assignment} and ${ids.studentId} = ${score.student}), 'result-' || ${score.id})`;
  return sql`select ${resultId} as "sourcedId", 'active' as "status",
      ${isoTime(score.updatedAt)} as "dateLastModified", ${lineItemId(score.assignment)} as "lineItemSourcedId",
      'student-' || ${score.student} as "studentSourcedId", ${scoreStatus(score.scoreStatus)} as "scoreStatus",
      coalesce(trim_scale(${score.points})::text, '') as "score", to_char(${score.updatedAt}, 'YYYY-MM-DD') as "scoreDate",
      coalesce(${score.comment}, '') as "comment", '' as "textScore",
      (select 'class-' || ${work.class} from ${work} where ${work.id} = ${score.assignment}) as "classSourcedId",
      'false' as "inProgress", 'false' as "incomplete",
      case when coalesce(${score.daysLate}, 0) > 0 then 'true' else 'false' end as "late",
      case when ${score.scoreStatus} = 'missing' then 'true' else 'false' end as "missing",
      ${score.school} as "schoolId", ${score.assignment} as "assignmentId", ${score.student} as "studentId"
    from ${score} where ${whereOf(
      access.condition(
        {},
        releasedOnly
          ? sql`${score.assignment} in (${released}) and ${score.assignment} in (${rosterWork(db, ctx)})`
          : sql`${score.assignment} in (${rosterWork(db, ctx)})`,
      ),
    )}`;
};

export const resultsSource: Source = (db, ctx) => resultRows(db, ctx, true);

/** Every result in reach, released or not: what a write of the binding finds its result in. */
export const writtenResultsSource: Source = (db, ctx) => resultRows(db, ctx, false);
