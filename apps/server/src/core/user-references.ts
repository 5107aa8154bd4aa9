import { userSchools, userTypes, users, type FieldDef, type Violation } from '@kampus/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tableOf } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';

/**
 * A reference to a user declared with `userKind` (a lesson's teacher): the user must be of that
 * kind and belong to the row's school, by home school or membership; and a caller of that kind
 * names only themself, so a teacher never puts a lesson on a colleague nor a colleague's on
 * themself. Answers the violation, or nothing when the reference holds.
 */
export const checkUserKind = async (
  db: Db,
  ctx: RequestContext,
  name: string,
  field: FieldDef,
  userId: number,
  school: unknown,
  sent: boolean,
): Promise<Violation | undefined> => {
  const kind = field.userKind;
  if (!kind) return undefined;
  const caller = ctx.caller;
  if (sent && caller && !caller.superadmin && caller.audience === kind && userId !== caller.id) {
    return { propertyPath: name, message: 'validation.only_yourself' };
  }
  if (typeof school !== 'number') return undefined;
  // One query with a join and a sub-select, which the repository does not express: typed tables.
  const people = tableOf(users);
  const types = tableOf(userTypes);
  const members = tableOf(userSchools);
  const ofSchool = db.select({ user: members.user }).from(members).where(eq(members.school, school));
  const [found] = await db
    .select({ id: people.id })
    .from(people)
    .innerJoin(types, eq(types.id, people.userType))
    .where(
      and(
        eq(people.id, userId),
        eq(types.loginType, kind),
        or(eq(people.schoolId, school), inArray(people.id, ofSchool)),
      ),
    )
    .limit(1);
  return found ? undefined : { propertyPath: name, message: 'validation.wrong_user_kind' };
};
