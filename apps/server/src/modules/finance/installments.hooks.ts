import { compareMoney, installments } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, required } from './ledger.ts';

/**
 * An installment is edited only while unpaid, and no installment takes more than what the
 * student's plan still leaves: "installment amount cannot be greater than the remaining amount".
 */
export const installmentsHooks = defineHooks(installments, {
  beforeCreate: async (tx, ctx, data) => {
    const { remaining } = await studentBalance(tx, ctx, required(data.studentId, 'studentId'));
    if (compareMoney(required(data.amount, 'amount'), remaining) > 0)
      throw limitViolation('amount', 'over_remaining', remaining);
    return data;
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    // The paid flag alone is the ledger's own change (readOnly: only a payment or its undoing sends it).
    const ledgerOnly = Object.keys(data).length === 1 && 'isDonePayment' in data;
    if (current.isDonePayment && !ledgerOnly)
      throw violation(Object.keys(data)[0] ?? 'amount', 'validation.installment_paid');
    if (data.amount !== undefined) {
      const { remaining } = await studentBalance(tx, ctx, current.studentId, current.id);
      if (compareMoney(data.amount, remaining) > 0) throw limitViolation('amount', 'over_remaining', remaining);
    }
    return data;
  },
  beforeDelete: (_tx, _ctx, row) => {
    if (row.isDonePayment) throw violation('id', 'validation.installment_paid');
  },
});
