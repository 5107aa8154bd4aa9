import { sumMoney } from '@kampus/contract';

/**
 * What the ledger must always hold, read straight from the tables (a client cannot see all of it
 * at once). Voided rows (a payment's DELETE) are history: they count nowhere.
 */
export interface LedgerBreaches {
  /** Installments whose paid amount is not the sum of their live reports, or whose done flag disagrees with it. */
  paidWithoutOnePayment: unknown[];
  /** Installments paid below zero or above their amount. */
  namedButUnpaid: unknown[];
  /** Live payments naming installments (and their refunds) whose live reports do not add up to them. */
  reportsMismatch: unknown[];
  /** Live payments whose live receipts do not add up to the payment, or receipts of a voided one still live. */
  receiptsMismatch: unknown[];
  /** Receipt numbers used twice in a school (voided ones keep theirs). */
  duplicateReceiptNumbers: unknown[];
}

type Sql = (text: string) => Promise<Record<string, unknown>[]>;

/** Every breach of the ledger's invariant (empty lists: it adds up). */
export const ledgerBreaches = async (sql: Sql): Promise<LedgerBreaches> => ({
  paidWithoutOnePayment: await sql(`
    select i.id from installments i
    where i.paid_amount <> coalesce((select sum(r.amount) from payment_reports r
        where r.installment_id = i.id and r.voided_at is null), 0)
      or i.is_done_payment <> (i.paid_amount = i.amount)`),
  namedButUnpaid: await sql(`
    select i.id from installments i where i.paid_amount < 0 or i.paid_amount > i.amount`),
  reportsMismatch: await sql(`
    select p.id from student_payments p
    left join student_payments o on o.id = p.refund_of
    where p.voided_at is null
      and jsonb_array_length(coalesce(case when p.is_refund then o.installments else p.installments end, '[]'::jsonb)) > 0
      and coalesce((select sum(r.amount) from payment_reports r where r.payment_id = p.id and r.voided_at is null), 0)
        <> p.payment_amount`),
  receiptsMismatch: await sql(`
    select p.id from student_payments p
    where (p.voided_at is null and not p.is_refund
      and coalesce((select sum(r.receipt_amount) from receipts r where r.payment_id = p.id and r.voided_at is null), 0)
        <> p.payment_amount)
      or (p.voided_at is not null
        and exists (select 1 from receipts r where r.payment_id = p.id and r.voided_at is null))`),
  duplicateReceiptNumbers: await sql(`
    select school_id, receipt_number from receipts group by school_id, receipt_number having count(*) > 1`),
});

/** The ledger's live totals by school: payments (refunds negative) and receipts of non-refunds. */
export const ledgerTotals = async (sql: Sql, schoolId: number): Promise<{ payments: string; receipts: string }> => {
  const payments = await sql(
    `select payment_amount::text as amount from student_payments where school_id = ${schoolId} and voided_at is null`,
  );
  const receipts = await sql(
    `select receipt_amount::text as amount from receipts where school_id = ${schoolId} and voided_at is null`,
  );
  return {
    payments: sumMoney(payments.map((row) => String(row.amount))),
    receipts: sumMoney(receipts.map((row) => String(row.amount))),
  };
};
