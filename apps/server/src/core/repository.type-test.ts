/**
 * Compile-time tests of the typed tables and the repository, checked by `npm run typecheck`.
 * Each `@ts-expect-error` is a mistake that must not compile; should it ever compile, the
 * directive is unused and tsc fails.
 */
import { users } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tableOf } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import { scoped } from './repository.ts';

export const typedTableChecks = (db: Db, ctx: RequestContext) => {
  const t = tableOf(users);
  const byName = eq(t.lastName, 'Doe');
  // @ts-expect-error a misspelled column
  void t.lastNmae;
  // @ts-expect-error a wrong value type for the column
  const wrongValue = eq(t.lastName, 3);
  const people = scoped(db, ctx).of(users);
  const byId = people.list({ id: [1, 2], schoolId: 3 });
  // @ts-expect-error a misspelled condition
  const misspelled = people.list({ shoolId: 3 });
  // @ts-expect-error a wrong condition value
  const wrongCondition = people.first({ isActive: 'yes' });
  const typedRow = people.get(1).then((user) => {
    const email: string = user.email;
    const school: number = user.schoolId;
    // @ts-expect-error rows are typed: a reference id is a number
    const schoolText: string = user.schoolId;
    return [email, school, schoolText];
  });
  return [byName, wrongValue, byId, misspelled, wrongCondition, typedRow];
};
