import { bankAccountSettings, bankAccounts, bankBranches, type RowOf } from '@kampus/contract';
import { ne } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type BankAccount = typeof bankAccounts;

/**
 * A bank account's branch must be a branch of its bank: a branch of another bank is 422 on
 * `bankBranch`. A branch chosen without a bank brings its bank along.
 */
const checkBranchOfBank = async (
  tx: Db,
  ctx: RequestContext,
  data: HookData<BankAccount>,
  current?: RowOf<BankAccount>,
): Promise<HookData<BankAccount>> => {
  if (!('bankBranch' in data) && !('bankId' in data)) return data;
  const merged = { ...current, ...data };
  const branchId = merged.bankBranch;
  if (typeof branchId !== 'number') return data;
  const branch = await scoped(tx, ctx).of(bankBranches).first({ id: branchId });
  // A branch that does not exist was already refused by the engine's reference check.
  if (!branch) return data;
  const bankId = merged.bankId;
  if (bankId === null || bankId === undefined) return { ...data, bankId: branch.bankId };
  if (branch.bankId !== bankId) throw violation('bankBranch', 'validation.branch_not_of_bank');
  return data;
};

export const bankAccountsHooks = defineHooks(bankAccounts, {
  beforeCreate: (tx, ctx, data) => checkBranchOfBank(tx, ctx, data),
  beforeUpdate: (tx, ctx, data, current) => checkBranchOfBank(tx, ctx, data, current),
});

/** One setting per school is the default for collections: marking one clears the others. */
const keepOneDefault = async (tx: Db, ctx: RequestContext, row: RowOf<typeof bankAccountSettings>): Promise<void> => {
  if (row.isDefaultForCollections !== true) return;
  const settings = scoped(tx, ctx, { across: 'reach' }).of(bankAccountSettings);
  await settings.updateWhere(
    { school: row.school, isDefaultForCollections: true },
    { isDefaultForCollections: false },
    ne(settings.table.id, row.id),
  );
};

export const bankAccountSettingsHooks = defineHooks(bankAccountSettings, {
  afterCreate: (tx, ctx, row) => keepOneDefault(tx, ctx, row),
  afterUpdate: (tx, ctx, row) => keepOneDefault(tx, ctx, row),
});
