import { students, USER_TYPE, parseReference } from '@kampus/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * The user named in `/{lang}/users/{userId}/...`: the caller themself, or for staff and
 * superadmins a user of a school they reach. Anyone else's family is refused (403); an
 * unknown user is 404.
 */
const targetUser = async (db: Db, ctx: RequestContext, userUuid: string): Promise<Row> => {
  const caller = ctx.caller;
  if (caller && caller.uuid === userUuid) {
    const table = resourceTable('users');
    const [self] = await db
      .select()
      .from(table)
      .where(eq(col(table, 'id'), caller.id))
      .limit(1);
    if (self) return self as Row;
  }
  const staff = !caller || caller.superadmin || ['headquarters', 'campus', 'school'].includes(caller.audience);
  if (!staff) throw forbidden();
  if (!/^[0-9a-f-]{36}$/i.test(userUuid)) throw notFound();
  const table = resourceTable('users');
  const [user] = await db
    .select()
    .from(table)
    .where(eq(col(table, 'uuid'), userUuid))
    .limit(1);
  if (!user || (caller && !caller.superadmin && !ctx.reach.has(Number(user.schoolId)))) throw notFound();
  return user as Row;
};

/** A family's students, active first, then in the order they were enrolled. */
const familyStudents = async (db: Db, user: Row): Promise<Row[]> => {
  const table = resourceTable('students');
  const type = parseReference(user.userType, 'user_types') ?? Number(user.userType);
  let where;
  if (type === USER_TYPE.student) where = eq(col(table, 'user'), Number(user.id));
  else if (type === USER_TYPE.parent) {
    const links = resourceTable('guardians');
    const children = db
      .select({ id: col(links, 'studentId') })
      .from(links)
      .where(eq(col(links, 'user'), Number(user.id)));
    where = inArray(col(table, 'id'), children);
  } else return [];
  return (await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(col(table, 'isActive')), asc(col(table, 'id')))) as Row[];
};

/** GET /{lang}/users/{userId}/student: the active student of a student (type 8) or parent (type 9). */
export const activeStudent = async (db: Db, ctx: RequestContext, userUuid: string) => {
  const user = await targetUser(db, ctx, userUuid);
  const [first] = await familyStudents(db, user);
  if (!first) throw notFound();
  return serialize(students, first);
};

/** GET /{lang}/users/{userId}/students: `{students, parentName}` of a parent (a student's own record for type 8). */
export const parentStudents = async (db: Db, ctx: RequestContext, userUuid: string) => {
  const user = await targetUser(db, ctx, userUuid);
  const type = parseReference(user.userType, 'user_types') ?? Number(user.userType);
  if (type !== USER_TYPE.parent && type !== USER_TYPE.student) throw notFound();
  const rows = await familyStudents(db, user);
  return {
    students: rows.map((row) => serialize(students, row)),
    parentName: type === USER_TYPE.parent ? `${String(user.name)} ${String(user.lastName)}` : null,
  };
};
