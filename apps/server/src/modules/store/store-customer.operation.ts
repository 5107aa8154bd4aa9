import { storeCustomerFrom, USER_TYPE, users, type storeCustomer } from '@kampus/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { activeStudent } from '../school-life/family.operation.ts';
import { personalOf } from '../users/personal.operation.ts';

export type StoreCustomer = z.infer<typeof storeCustomer>;

/** The caller's customer record by the spec's rule (`storeCustomerFrom`), from what the server holds. */
export const customerOf = async (db: Db, ctx: RequestContext): Promise<StoreCustomer> => {
  const caller = ctx.caller;
  if (!caller) throw new Error('the store customer needs a signed-in caller');
  const user = await system(db).of(users).get(caller.id);
  // A parent with no student yet shops under their own name.
  const student = user.userType === USER_TYPE.parent ? await activeStudent(db, ctx, user.uuid).catch(() => null) : null;
  return storeCustomerFrom({
    user: { userType: user.userType, name: user.name, lastName: user.lastName, email: user.email },
    student: student
      ? {
          name: String(student.name),
          lastName: String(student.lastName),
          email: typeof student.email === 'string' ? student.email : null,
        }
      : null,
    personal: personalOf(user),
  });
};
