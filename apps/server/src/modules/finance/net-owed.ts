import { compareMoney, subtractMoney, sumMoney, type Money, type MoneyInput } from '@kampus/contract';

/** What a student's money adds up to; every figure exact (decimal strings). */
export interface Balance {
  fees: Money;
  discounts: Money;
  /** What the student owes in all: fees less discounts and scholarships, never below zero. */
  net: Money;
  /** Payments less refunds. */
  paid: Money;
  /** Net less what was paid. */
  due: Money;
  /** Planned in installments (paid or not). */
  planned: Money;
  /**
   * What is due that no installment waits for: due less the installments' unpaid rest, never
   * below zero. What a new installment, or a payment that names none, may still take; a payment
   * of no installment counts here as paid outside the plan, so due always covers the plan.
   */
  remaining: Money;
  /** What the installments still wait for: each one's amount less what is paid on it. */
  unpaidInstallments: Money;
}

export interface BalanceInput {
  fees: readonly MoneyInput[];
  discounts: readonly MoneyInput[];
  payments: readonly MoneyInput[];
  installments: readonly { amount: MoneyInput; paidAmount?: MoneyInput | null; isDonePayment: boolean | null }[];
}

const atLeastZero = (amount: Money): Money => (compareMoney(amount, 0) < 0 ? '0.00' : amount);

/**
 * THE computation of what a student owes (issue 13, item 2): the server's payments, plans and
 * screens all read it, so no two places can disagree. Discounts never take the net below zero.
 * Voided payments never reach it (their lists hide them); `due` is net less paid.
 */
export const netOwed = (input: BalanceInput): Balance => {
  const fees = sumMoney(input.fees);
  const discounts = sumMoney(input.discounts);
  const net = atLeastZero(subtractMoney(fees, discounts));
  const paid = sumMoney(input.payments);
  const planned = sumMoney(input.installments.map((i) => i.amount));
  // A part-paid installment waits for its rest only (the ledger's paid amount on it).
  const unpaidInstallments = sumMoney(
    input.installments.filter((i) => !i.isDonePayment).map((i) => subtractMoney(i.amount, i.paidAmount ?? 0)),
  );
  const due = subtractMoney(net, paid);
  return {
    fees,
    discounts,
    net,
    paid,
    due,
    planned,
    remaining: atLeastZero(subtractMoney(due, unpaidInstallments)),
    unpaidInstallments,
  };
};
