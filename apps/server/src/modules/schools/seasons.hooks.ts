import { seasons, type RowOf } from '@kampus/contract';
import { ne } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { seasonTakesOver } from '../seasons/season-takeover.operation.ts';

/** A school has one default season: marking one default clears the others. */
const keepOneDefault = async (tx: Db, ctx: RequestContext, row: RowOf<typeof seasons>): Promise<void> => {
  if (row.isDefault !== true) return;
  const repo = scoped(tx, ctx, { across: 'reach' }).of(seasons);
  await repo.updateWhere({ school: row.school, isDefault: true }, { isDefault: false }, ne(repo.table.id, row.id));
};

export const seasonsHooks = defineHooks(seasons, {
  afterCreate: (tx, ctx, row) => keepOneDefault(tx, ctx, row),
  afterUpdate: async (tx, ctx, row, previous) => {
    await keepOneDefault(tx, ctx, row);
    // Made the default just now: a season rolled into takes over the student records.
    if (row.isDefault === true && previous.isDefault !== true) await seasonTakesOver(tx, ctx, row);
  },
});
