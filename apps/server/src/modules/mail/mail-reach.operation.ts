import { classes, guardians, schedules, students, users, userTypes, type Resource } from '@kampus/contract';
import { and, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SignedInContext } from '../../core/actions.ts';
import { ownCondition } from '../../core/ownership.ts';
import { system } from '../../core/repository.ts';
import { belongingTo } from '../../core/tenancy.ts';
import { queryRows, type Db } from '../../db/database.ts';
import { searchConditions } from '../../db/search-text.ts';

/** `column = any($1::integer[])`: one parameter however many recipients a mail to a whole school names. */
const amongIds = (column: SQL, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::integer[])`;

const STAFF = ['headquarters', 'campus', 'school'] as const;

/**
 * Who may write to whom (issue 14, item 1), as a condition on `users`: staff to anyone of the
 * schools they reach; a teacher to staff of their schools and to the students and parents of
 * their classes; a parent or student to staff of their family's schools and to the teachers of
 * their children's classes and lessons. Anything else is refused.
 *
 * Built from the core, not re-stated: the schools are the caller's reach (core/tenancy.ts, so an
 * impersonation narrows it too), a school's people are `belongingTo` it, "their classes" and
 * "their children" are the declarations' own rows (core/ownership.ts, as `teacher:own` and
 * `parent:own` reads see them). Every part is a sub-select: a recipient search stays one query.
 */
const reachable = (db: Db, ctx: SignedInContext): SQL => {
  const caller = ctx.caller;
  if (caller.superadmin) return sql`true`;
  const tables = system(db);
  const people = tables.of(users).table;
  const kinds = tables.of(userTypes).table;
  const staffOf = (schools: ReadonlySet<number> | SQLWrapper): SQL =>
    and(
      inArray(
        people.userType,
        db
          .select({ id: kinds.id })
          .from(kinds)
          .where(inArray(kinds.loginType, [...STAFF])),
      ),
      belongingTo(db, schools),
    ) as SQL;
  const pupils = tables.of(students).table;
  const family = (resource: Resource) => ownCondition(db, resource, caller.id, 'family');
  switch (caller.audience) {
    case 'headquarters':
    case 'campus':
    case 'school':
      return belongingTo(db, ctx.reach);
    case 'teacher': {
      const taught = db
        .select({ id: pupils.id })
        .from(pupils)
        .where(ownCondition(db, students, caller.id, 'teacher'));
      const links = tables.of(guardians).table;
      return or(
        staffOf(ctx.reach),
        inArray(people.id, db.select({ id: pupils.user }).from(pupils).where(inArray(pupils.id, taught))),
        inArray(people.id, db.select({ id: links.user }).from(links).where(inArray(links.studentId, taught))),
      ) as SQL;
    }
    case 'parent':
    case 'student': {
      const rooms = tables.of(classes).table;
      const lessons = tables.of(schedules).table;
      return or(
        staffOf(ctx.reach),
        staffOf(db.select({ id: pupils.school }).from(pupils).where(family(students))),
        inArray(people.id, db.select({ id: rooms.teacher }).from(rooms).where(family(classes))),
        inArray(people.id, db.select({ id: lessons.teacherId }).from(lessons).where(family(schedules))),
      ) as SQL;
    }
  }
};

/**
 * Recipients already cleared in a transaction, per caller: a send checks them all at once, and the
 * mails hook asking again for each copy costs no query. Kept only for a transaction (drizzle's
 * has `rollback`), which ends with the request: never for the shared pool.
 */
const cleared = new WeakMap<Db, Map<number, Set<number>>>();
const isTransaction = (db: Db): boolean => typeof (db as { rollback?: unknown }).rollback === 'function';

/** The ids among `ids` the caller may not write to (an inactive account counts as refused). */
export const refusedRecipients = async (db: Db, ctx: SignedInContext, ids: readonly number[]): Promise<Set<number>> => {
  const known = cleared.get(db)?.get(ctx.caller.id);
  const asked = ids.filter((id) => !known?.has(id));
  if (asked.length === 0) return new Set();
  const rows = await queryRows(
    db,
    sql`select users.id from users where ${amongIds(sql`users.id`, asked)} and users.is_active and ${reachable(db, ctx)}`,
  );
  const allowed = new Set(rows.map((row) => Number(row.id)));
  if (isTransaction(db)) {
    const byCaller = cleared.get(db) ?? new Map<number, Set<number>>();
    cleared.set(db, byCaller);
    byCaller.set(ctx.caller.id, new Set([...(known ?? []), ...allowed]));
  }
  return new Set(asked.filter((id) => !allowed.has(id)));
};

export interface FoundUser {
  id: number;
  uuid: string;
  name: string;
  lastName: string;
  email: string;
  userType: number;
}

/** The people the caller may write to matching every word of `key` (name, last name, address); at most 20. */
export const searchReachableUsers = async (
  db: Db,
  ctx: SignedInContext,
  key: string,
  userTypes: readonly number[],
): Promise<FoundUser[]> => {
  const conditions = [
    sql`users.is_active`,
    sql`users.id <> ${ctx.caller.id}`,
    reachable(db, ctx),
    ...searchConditions(users, key),
    ...(userTypes.length > 0 ? [amongIds(sql`users.user_type_id`, userTypes)] : []),
  ];
  const rows = await queryRows(
    db,
    sql`select users.id, users.uuid, users.name, users.last_name, users.email, users.user_type_id from users
      where ${sql.join(conditions, sql` and `)} order by users.last_name, users.name, users.id limit 20`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    uuid: String(row.uuid),
    name: String(row.name),
    lastName: String(row.last_name),
    email: String(row.email),
    userType: Number(row.user_type_id),
  }));
};

/** The names a mail writes down for these users (as they are when it is sent). */
export const mailPeople = async (
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; email: string }>> => {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(db, sql`select id, name, last_name, email from users where ${amongIds(sql`id`, ids)}`);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), name: `${String(row.name)} ${String(row.last_name)}`.trim(), email: String(row.email) },
    ]),
  );
};
