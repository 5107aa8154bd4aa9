import { guardians, students, USER_TYPE, users, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';

export type User = RowOf<typeof users>;
type Student = RowOf<typeof students>;

/**
 * The user named in `/{lang}/users/{userId}/...`: the caller themself, or for staff and
 * superadmins a user of a school they reach (whichever school is active). Anyone else's family
 * is refused (403); an unknown user, or one outside reach, is 404.
 */
export const targetUser = async (db: Db, ctx: RequestContext, userUuid: string): Promise<User> => {
  const caller = ctx.caller;
  const people = scoped(db, ctx, { across: 'reach' }).of(users);
  if (caller && (caller.uuid === userUuid || String(caller.id) === userUuid)) return people.get(caller.id);
  const staff = !caller || caller.superadmin || ['headquarters', 'campus', 'school'].includes(caller.audience);
  if (!staff) throw forbidden();
  if (!/^[0-9a-f-]{36}$/i.test(userUuid)) throw notFound();
  return people.get(userUuid);
};

/** A family's students, active first, then in the order they were enrolled. */
const familyStudents = async (db: Db, ctx: RequestContext, user: User): Promise<Student[]> => {
  const repo = scoped(db, ctx, { across: 'reach' });
  const order = { order: { isActive: 'desc' } } as const;
  if (user.userType === USER_TYPE.student) return repo.of(students).list({ user: user.id }, order);
  if (user.userType !== USER_TYPE.parent) return [];
  const links = await repo.of(guardians).list({ user: user.id });
  return repo.of(students).list({ id: links.map((link) => link.studentId) }, order);
};

/** GET /{lang}/users/{userId}/student: the active student of a student (type 8) or parent (type 9). */
export const activeStudent = async (db: Db, ctx: RequestContext, userUuid: string) => {
  const user = await targetUser(db, ctx, userUuid);
  const [first] = await familyStudents(db, ctx, user);
  if (!first) throw notFound();
  return serialize(students, first);
};

/** GET /{lang}/users/{userId}/students: `{students, parentName}` of a parent (a student's own record for type 8). */
export const parentStudents = async (db: Db, ctx: RequestContext, userUuid: string) => {
  const user = await targetUser(db, ctx, userUuid);
  if (user.userType !== USER_TYPE.parent && user.userType !== USER_TYPE.student) throw notFound();
  const rows = await familyStudents(db, ctx, user);
  return {
    students: rows.map((row) => serialize(students, row)),
    parentName: user.userType === USER_TYPE.parent ? `${user.name} ${user.lastName}` : null,
  };
};
