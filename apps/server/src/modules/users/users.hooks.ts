import { users } from '@kampus/contract';
import { registerHooks, type Data, type Row } from '../../core/hooks.ts';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';

const withHashedPassword = async (data: Data): Promise<Data> =>
  typeof data.password === 'string' ? { ...data, password: await hashPassword(data.password) } : data;

/** Only a superadmin touches a superadmin's account: no one takes over the top of the tree. */
const guardSuperadmin = (ctx: RequestContext, row: Row): void => {
  if (row.isSuperadmin === true && ctx.caller && !ctx.caller.superadmin) throw forbidden();
};

registerHooks(users, {
  beforeCreate: (_tx, _ctx, data) => withHashedPassword(data),
  beforeUpdate: (_tx, ctx, data, current) => {
    guardSuperadmin(ctx, current);
    return withHashedPassword(data);
  },
  afterUpdate: async (tx, _ctx, row, previous) => {
    // A new password (or a deactivated account) ends every session of that user.
    if (row.password !== previous.password || (row.isActive === false && previous.isActive !== false)) {
      await revokeUserSessions(tx, Number(row.id));
    }
  },
  beforeDelete: (_tx, ctx, row) => guardSuperadmin(ctx, row),
});
