import { isPhoneNumber, mayAssignAudience, users, userTypes, type RowOf } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';

/** Staff hand out only kinds of account at or below their own: a school admin makes no headquarters staff. */
const checkUserType = async (tx: Db, ctx: RequestContext, data: Data): Promise<void> => {
  const caller = ctx.caller;
  if (!caller || caller.superadmin || typeof data.userType !== 'number') return;
  const type = await scoped(tx, ctx).of(userTypes).first({ id: data.userType });
  if (type && !mayAssignAudience(caller.audience, type.loginType)) {
    throw violation('userType', 'validation.invalid_choice');
  }
};

/** A personal phone is one the store and the school can dial: the configuration's phone rule. */
const checkPhone = (data: Data): void => {
  if (typeof data.phone === 'string' && !isPhoneNumber(data.phone.trim())) {
    throw violation('phone', 'validation.invalid_phone');
  }
};

const withHashedPassword = async (data: Data): Promise<Data> =>
  typeof data.password === 'string' ? { ...data, password: await hashPassword(data.password) } : data;

/** Only a superadmin touches a superadmin's account: no one takes over the top of the tree. */
const guardSuperadmin = (ctx: RequestContext, row: RowOf<typeof users>): void => {
  if (row.isSuperadmin === true && ctx.caller && !ctx.caller.superadmin) throw forbidden();
};

/** Personal data fields: read by the user themself and by staff only (GET /{lang}/users/{userId}/personal). */
const PERSONAL_FIELDS = ['phone', 'homeAddress', 'workAddress'] as const;

const readsPersonalData = (ctx: RequestContext, userId: number): boolean =>
  !ctx.caller ||
  ctx.caller.superadmin ||
  ctx.caller.id === userId ||
  ['headquarters', 'campus', 'school'].includes(ctx.caller.audience);

export const usersHooks = defineHooks(users, {
  // A teacher lists users and a family reads its own; neither reads another person's phone or addresses.
  expand: async (_db, ctx, rows, out) => {
    rows.forEach((row, index) => {
      const item = out[index];
      if (!item || readsPersonalData(ctx, row.id)) return;
      for (const field of PERSONAL_FIELDS) delete item[field];
    });
  },
  beforeCreate: async (tx, ctx, data) => {
    checkPhone(data);
    await checkUserType(tx, ctx, data);
    return withHashedPassword(data);
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    guardSuperadmin(ctx, current);
    checkPhone(data);
    await checkUserType(tx, ctx, data);
    return withHashedPassword(data);
  },
  afterUpdate: async (tx, _ctx, row, previous) => {
    // A new password (or a deactivated account) ends every session of that user.
    if (row.password !== previous.password || (row.isActive === false && previous.isActive !== false)) {
      await revokeUserSessions(tx, row.id);
    }
  },
  beforeDelete: (_tx, ctx, row) => guardSuperadmin(ctx, row),
});
