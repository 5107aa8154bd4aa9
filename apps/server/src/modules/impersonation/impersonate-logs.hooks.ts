import { impersonateLogs, users } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';

/** Each log entry keeps the names of both people as they were when it was written. */
export const impersonateLogsHooks = defineHooks(impersonateLogs, {
  beforeCreate: async (tx, _ctx, data) => {
    const ids = [data.user, data.impersonateUser].filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) return data;
    // The names are a record of who acted, whichever schools the two belong to.
    const rows = await system(tx).of(users).list({ id: ids });
    const nameOf = (id: number | null | undefined) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? `${row.name} ${row.lastName} (${row.email})` : null;
    };
    return { ...data, impersonatorName: nameOf(data.user), impersonatedName: nameOf(data.impersonateUser) };
  },
});
