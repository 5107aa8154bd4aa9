import { sumMoney } from '@kampus/contract';

/** What the ledger must always hold, read straight from the tables (a client cannot see all of it at once). */
export interface LedgerBreaches {
  /** Paid installments not named by exactly one payment. */
  paidWithoutOnePayment: unknown[];
  /** Installments a payment names that are not marked paid. */
  namedButUnpaid: unknown[];
  /** Payments whose reports are not one per installment. */
  reportsMismatch: unknown[];
  /** Payments whose receipts do not add up to the payment, or are not one per installment. */
  receiptsMismatch: unknown[];
  /** Receipt numbers used twice in a school. */
  duplicateReceiptNumbers: unknown[];
}

type Sql = (text: string) => Promise<Record<string, unknown>[]>;

/** Every breach of the ledger's invariant (empty lists: it adds up). */
export const ledgerBreaches = async (sql: Sql): Promise<LedgerBreaches> => ({
  paidWithoutOnePayment: await sql(`
    select i.id, count(p.id) as payments from installments i
    left join student_payments p on p.installments @> to_jsonb(i.id) and not p.is_refund
    where i.is_done_payment group by i.id having count(p.id) <> 1`),
  namedButUnpaid: await sql(`
    select p.id, e.value from student_payments p, jsonb_array_elements(coalesce(p.installments, '[]'::jsonb)) e
    join installments i on i.id = (e.value)::int
    where not p.is_refund and not i.is_done_payment`),
  reportsMismatch: await sql(`
    select p.id from student_payments p
    where not p.is_refund and (select count(*) from payment_reports r where r.payment_id = p.id)
      <> jsonb_array_length(coalesce(p.installments, '[]'::jsonb))`),
  receiptsMismatch: await sql(`
    select p.id from student_payments p
    where not p.is_refund and (
      coalesce((select sum(r.receipt_amount) from receipts r where r.payment_id = p.id), 0) <> p.payment_amount
      or (select count(*) from receipts r where r.payment_id = p.id)
        <> greatest(1, jsonb_array_length(coalesce(p.installments, '[]'::jsonb))))`),
  duplicateReceiptNumbers: await sql(`
    select school_id, receipt_number from receipts group by school_id, receipt_number having count(*) > 1`),
});

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
