import { compareMoney, installments, type RowOf } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, required } from './ledger.ts';

/**
 * Once anything is paid on an installment (a part payment too) it is the ledger's: no edit, no
 * delete. Checked on the row as read under the school's ledger lock, so a payment that won the
 * lock on another node is seen.
 */
const holdPaid = (row: RowOf<typeof installments>, field: string): void => {
  if (row.isDonePayment) throw violation(field, 'validation.installment_paid');
  if (compareMoney(row.paidAmount ?? '0.00', 0) > 0) throw violation(field, 'validation.installment_has_payments');
};

/**
 * An installment is edited only while nothing is paid on it, and no installment takes more than
 * what the student's plan still leaves: "installment amount cannot be greater than the remaining
 * amount". Every write holds the school's ledger lock (the declaration's `ledger`), so ten
 * creates at once are checked one after the other.
 */
export const installmentsHooks = defineHooks(installments, {
  beforeCreate: async (tx, ctx, data) => {
    const { remaining } = await studentBalance(tx, ctx, required(data.studentId, 'studentId'));
    if (compareMoney(required(data.amount, 'amount'), remaining) > 0)
      throw limitViolation('amount', 'over_remaining', remaining);
    return data;
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    // What a payment, a refund or a void writes (`paidAmount`, `isDonePayment`: readOnly, so
    // only the server sends them) is the ledger's own change; anything else waits for nothing paid.
    const ledgerOnly = Object.keys(data).every((name) => name === 'paidAmount' || name === 'isDonePayment');
    if (!ledgerOnly) holdPaid(current, Object.keys(data)[0] ?? 'amount');
    if (data.amount !== undefined) {
      const { remaining } = await studentBalance(tx, ctx, current.studentId, current.id);
      if (compareMoney(data.amount, remaining) > 0) throw limitViolation('amount', 'over_remaining', remaining);
    }
    return data;
  },
  beforeDelete: (_tx, _ctx, row) => holdPaid(row, 'id'),
});
