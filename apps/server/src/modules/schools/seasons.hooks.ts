import { seasons } from '@kampus/contract';
import { and, eq, ne } from 'drizzle-orm';
import { defineHooks, type Row } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** A school has one default season: marking one default clears the others. */
const keepOneDefault = async (tx: Db, row: Row): Promise<void> => {
  if (row.isDefault !== true) return;
  const table = resourceTable('seasons');
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(col(table, 'school'), Number(row.school)), ne(col(table, 'id'), Number(row.id))));
};

export const seasonsHooks = defineHooks(seasons, {
  afterCreate: (tx, _ctx, row) => keepOneDefault(tx, row),
  afterUpdate: (tx, _ctx, row) => keepOneDefault(tx, row),
});
