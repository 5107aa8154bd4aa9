import { users } from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../core/actions.ts';
import { queryRows, type Db } from '../../db/database.ts';
import { searchConditions } from '../../db/search-text.ts';

const STAFF = sql`('headquarters', 'campus', 'school')`;

const idList = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`(null::int)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Staff accounts (of any staff kind) of the given schools, by home school or membership. */
const staffOf = (schools: SQL): SQL => sql`
  select u.id from users u join user_types t on t.id = u.user_type_id
  where t.login_type in ${STAFF}
    and (u.school_id in ${schools} or exists (select 1 from user_schools m where m.user_id = u.id and m.school_id in ${schools}))`;

/**
 * Who may write to whom (issue 14, item 1), as the ids of the users the caller may write to:
 * staff to anyone in their reach; a teacher to staff of their schools and to the students and
 * parents of their classes; a parent or student to staff of their family's schools and to the
 * teachers of their children's classes and lessons. Anything else is refused.
 */
const reachable = (ctx: SignedInContext): SQL => {
  const caller = ctx.caller;
  const own = idList([caller.schoolId, ...caller.memberships]);
  if (caller.superadmin) return sql`select u.id from users u`;
  switch (caller.audience) {
    case 'headquarters':
    case 'campus':
    case 'school': {
      const reach = idList([...ctx.reach]);
      return sql`select u.id from users u where u.school_id in ${reach}
        or exists (select 1 from user_schools m where m.user_id = u.id and m.school_id in ${reach})`;
    }
    case 'teacher': {
      const pupils = sql`select cs.student_id from classes c join class_students cs on cs.class_id = c.id where c.teacher_id = ${caller.id}
        union select cs.student_id from schedules sc join class_students cs on cs.class_id = sc.class_id where sc.teacher_id = ${caller.id}`;
      return sql`${staffOf(own)}
        union select s.user_id from students s where s.id in (${pupils}) and s.user_id is not null
        union select g.user_id from guardians g where g.student_id in (${pupils}) and g.user_id is not null`;
    }
    case 'parent':
    case 'student': {
      const children = sql`select s.id from students s where s.user_id = ${caller.id}
        union select g.student_id from guardians g where g.user_id = ${caller.id}`;
      const schools = sql`(select ${caller.schoolId} union select m.school_id from user_schools m where m.user_id = ${caller.id}
        union select s.school_id from students s where s.id in (${children}))`;
      return sql`${staffOf(schools)}
        union select c.teacher_id from classes c join class_students cs on cs.class_id = c.id
          where cs.student_id in (${children}) and c.teacher_id is not null
        union select sc.teacher_id from schedules sc join class_students cs on cs.class_id = sc.class_id
          where cs.student_id in (${children}) and sc.teacher_id is not null`;
    }
  }
};

/** The ids among `ids` the caller may not write to (an inactive account counts as refused). */
export const refusedRecipients = async (db: Db, ctx: SignedInContext, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await queryRows(
    db,
    sql`select u.id from users u where u.id in ${idList(ids)} and u.is_active and u.id in (${reachable(ctx)})`,
  );
  const allowed = new Set(rows.map((row) => Number(row.id)));
  return new Set(ids.filter((id) => !allowed.has(id)));
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
    sql`users.id in (${reachable(ctx)})`,
    ...searchConditions(users, key),
    ...(userTypes.length > 0 ? [sql`users.user_type_id in ${idList(userTypes)}`] : []),
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
  const rows = await queryRows(db, sql`select id, name, last_name, email from users where id in ${idList(ids)}`);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), name: `${String(row.name)} ${String(row.last_name)}`.trim(), email: String(row.email) },
    ]),
  );
};
