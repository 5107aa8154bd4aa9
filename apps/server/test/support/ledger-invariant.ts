import { sumMoney } from '@kampus/contract';

import { breachRow, ledgerInvariants, type BreachRow } from '../../src/modules/finance/reconcile/invariants.ts';

type Sql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every breach of the ledger, by check name (`src/modules/finance/reconcile/invariants.ts`, the
 * same checks the reconciliation command and nightly job run), read with the test's own SQL
 * runner (the harness's, or a `pg` client beside two nodes). Every list empty: it adds up.
 */
export const ledgerBreaches = async (sql: Sql): Promise<Record<string, BreachRow[]>> => {
  const found: Record<string, BreachRow[]> = {};
  for (const check of ledgerInvariants) found[check.name] = (await sql(check.sql())).map(breachRow);
  return found;
};

/** What `ledgerBreaches` answers when the ledger adds up: every check, no row. */
export const noLedgerBreaches: Record<string, BreachRow[]> = Object.fromEntries(
  ledgerInvariants.map((check) => [check.name, []]),
);

/** The ledger's totals by school: payments (refunds negative) and receipts of non-refunds. */
export const ledgerTotals = async (sql: Sql, schoolId: number): Promise<{ payments: string; receipts: string }> => {
  const payments = await sql(
    `select payment_amount::text as amount from student_payments where school_id = ${schoolId}`,
  );
  const receipts = await sql(`select receipt_amount::text as amount from receipts where school_id = ${schoolId}`);
  return {
    payments: sumMoney(payments.map((row) => String(row.amount))),
    receipts: sumMoney(receipts.map((row) => String(row.amount))),
  };
};
