import { bankAccountSettings, bankAccounts } from '@kampus/contract';
import { and, eq, ne } from 'drizzle-orm';
import { defineHooks, type Data, type Row } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * A bank account's branch must be a branch of its bank: a branch of another bank is 422 on
 * `bankBranch`. A branch chosen without a bank brings its bank along.
 */
const checkBranchOfBank = async (tx: Db, data: Data, current?: Row): Promise<Data> => {
  if (!('bankBranch' in data) && !('bankId' in data)) return data;
  const merged = { ...current, ...data };
  const branchId = merged.bankBranch;
  if (typeof branchId !== 'number') return data;
  const branches = resourceTable('bank_branches');
  const [branch] = await tx
    .select({ bankId: col(branches, 'bankId') })
    .from(branches)
    .where(eq(col(branches, 'id'), branchId))
    .limit(1);
  // A branch that does not exist was already refused by the engine's reference check.
  if (!branch) return data;
  const bankId = merged.bankId;
  if (bankId === null || bankId === undefined) return { ...data, bankId: Number(branch.bankId) };
  if (Number(branch.bankId) !== Number(bankId)) throw violation('bankBranch', 'validation.branch_not_of_bank');
  return data;
};

export const bankAccountsHooks = defineHooks(bankAccounts, {
  beforeCreate: (tx, _ctx, data) => checkBranchOfBank(tx, data),
  beforeUpdate: (tx, _ctx, data, current) => checkBranchOfBank(tx, data, current),
});

/** One setting per school is the default for collections: marking one clears the others. */
const keepOneDefault = async (tx: Db, row: Row): Promise<void> => {
  if (row.isDefaultForCollections !== true) return;
  const table = resourceTable('bank_account_settings');
  await tx
    .update(table)
    .set({ isDefaultForCollections: false })
    .where(and(eq(col(table, 'school'), Number(row.school)), ne(col(table, 'id'), Number(row.id))));
};

export const bankAccountSettingsHooks = defineHooks(bankAccountSettings, {
  afterCreate: (tx, _ctx, row) => keepOneDefault(tx, row),
  afterUpdate: (tx, _ctx, row) => keepOneDefault(tx, row),
});
