import { classes, discounts, scholarshipDefinitions, studentDiscounts, studentFees } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import { studentBalance } from '../finance/balance.operation.ts';
import { enrollStudent, type EnrollInput } from './enroll.operation.ts';

/** Carries the preview out of the transaction it rolls back. */
class RolledBack<T> extends Error {
  constructor(readonly answer: T) {
    super('preview');
  }
}

/** What the enrolment would write, read back inside its own transaction before it is undone. */
const readBack = async (tx: Db, ctx: RequestContext, done: Awaited<ReturnType<typeof enrollStudent>>) => {
  const studentId = done.enrollment.studentId;
  const repo = scoped(tx, ctx);
  const fees = await repo.of(studentFees).list({ studentId }, { order: { id: 'asc' } });
  const given = await repo.of(studentDiscounts).list({ studentId });
  const offers = new Map(
    (await repo.of(discounts).list({ school: done.enrollment.school })).map((d) => [d.id, d.discountName]),
  );
  const grants = new Map(
    (await repo.of(scholarshipDefinitions).list({ school: done.enrollment.school })).map((s) => [s.id, s.title]),
  );
  const balance = await studentBalance(tx, ctx, studentId);
  const klass = done.classId ? await repo.of(classes).get(done.classId) : undefined;
  return {
    studentNumber: done.studentNumber,
    className: klass?.title ?? null,
    fees: fees.map((fee) => ({ feeName: fee.feeName, feeAmount: fee.feeAmount })),
    discounts: given
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        name:
          (row.discount ? offers.get(row.discount) : undefined) ??
          (row.scholarship ? grants.get(row.scholarship) : undefined) ??
          row.description ??
          null,
        isScholarship: row.isScholarship === true,
        amount: row.discountAmount ?? '0.00',
      })),
    feesTotal: balance.fees,
    discountsTotal: balance.discounts,
    net: balance.net,
    installments: done.installments.map((row) => ({
      installmentNo: row.installmentNo,
      installmentDate: row.installmentDate,
      amount: row.amount,
      isDownPayment: row.isDownPayment,
    })),
    invitations: done.invited.length,
  };
};

/**
 * The review step's preview: the very enrolment command, run in a transaction that is then
 * rolled back, so the amounts, discounts and schedule shown are the server's own (its money
 * rules, the fee settings, the auto-applied discounts) and the refusals are the ones Save would
 * meet. Nothing stays: no student, no account, no mail (the invitation was only queued in the
 * transaction that is undone), no audit entry.
 */
export const previewEnrollment = async (db: Db, ctx: RequestContext, input: EnrollInput) => {
  try {
    await inTransaction(db, async (tx) => {
      const done = await enrollStudent(tx, ctx, input);
      throw new RolledBack(await readBack(tx, ctx, done));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as Awaited<ReturnType<typeof readBack>>;
    throw error;
  }
  throw new Error('the preview transaction was not rolled back');
};
