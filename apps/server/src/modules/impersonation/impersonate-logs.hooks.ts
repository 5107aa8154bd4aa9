import { impersonateLogs } from '@kampus/contract';
import { inArray } from 'drizzle-orm';
import { defineHooks } from '../../core/hooks.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** Each log entry keeps the names of both people as they were when it was written. */
export const impersonateLogsHooks = defineHooks(impersonateLogs, {
  beforeCreate: async (tx, _ctx, data) => {
    const ids = [data.user, data.impersonateUser].filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) return data;
    const users = resourceTable('users');
    const rows = await tx
      .select({
        id: col(users, 'id'),
        name: col(users, 'name'),
        lastName: col(users, 'lastName'),
        email: col(users, 'email'),
      })
      .from(users)
      .where(inArray(col(users, 'id'), ids));
    const nameOf = (id: unknown) => {
      const row = rows.find((candidate) => Number(candidate.id) === id);
      return row ? `${String(row.name)} ${String(row.lastName)} (${String(row.email)})` : null;
    };
    return { ...data, impersonatorName: nameOf(data.user), impersonatedName: nameOf(data.impersonateUser) };
  },
});
