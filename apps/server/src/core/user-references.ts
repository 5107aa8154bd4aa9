import type { FieldDef, Violation } from '@kampus/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
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
  const users = resourceTable('users');
  const types = resourceTable('user_types');
  const members = resourceTable('user_schools');
  const ofSchool = db
    .select({ user: col(members, 'user') })
    .from(members)
    .where(eq(col(members, 'school'), school));
  const [found] = await db
    .select({ id: col(users, 'id') })
    .from(users)
    .innerJoin(types, eq(col(types, 'id'), col(users, 'userType')))
    .where(
      and(
        eq(col(users, 'id'), userId),
        eq(col(types, 'loginType'), kind),
        or(eq(col(users, 'schoolId'), school), inArray(col(users, 'id'), ofSchool)),
      ),
    )
    .limit(1);
  return found ? undefined : { propertyPath: name, message: 'validation.wrong_user_kind' };
};
