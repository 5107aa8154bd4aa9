import {
  libraryCopies,
  libraryHolds,
  libraryLoans,
  libraryTitles,
  type LendBody,
  type LoanAnswer,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { conflict, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { borrowerName } from './library.hooks.ts';

/**
 * The copy with this barcode among the caller's schools: the active school's first (a barcode
 * is unique per school, not across a group). None in reach: 422 on `barcode`.
 */
const copyByBarcode = async (tx: Db, ctx: RequestContext, barcode: string): Promise<RowOf<typeof libraryCopies>> => {
  const found = await scoped(tx, ctx).of(libraryCopies).list({ barcode: barcode.trim() });
  const copy = found.find((row) => row.school === ctx.activeSchoolId) ?? found[0];
  if (!copy) throw violation('barcode', 'validation.library_unknown_barcode');
  return copy;
};

const answerOf = async (
  tx: Db,
  loan: RowOf<typeof libraryLoans>,
  copy: RowOf<typeof libraryCopies>,
): Promise<LoanAnswer> => {
  const store = system(tx);
  const title = await store.of(libraryTitles).first({ id: copy.libraryTitle });
  const hold =
    loan.returnedAt === null
      ? undefined
      : await store.of(libraryHolds).first({ readyCopy: copy.id, holdStatus: 'ready' });
  return {
    id: loan.id,
    barcode: copy.barcode,
    title: title?.title ?? '',
    borrower: await borrowerName(tx, loan),
    loanedAt: loan.loanedAt ?? '',
    dueDate: loan.dueDate ?? '',
    returnedAt: loan.returnedAt,
    fine: loan.fine,
    heldFor: hold ? await borrowerName(tx, hold) : null,
  };
};

/**
 * Lends the copy with this barcode, through the loans' write path (the caller's reach, the
 * references they may read, the hooks' rules and the audit trail), in the action's transaction.
 */
export const lendCopy = async (tx: Db, ctx: RequestContext, body: LendBody): Promise<LoanAnswer> => {
  const copy = await copyByBarcode(tx, ctx, body.barcode);
  const loan = await scoped(tx, ctx)
    .of(libraryLoans)
    .insert({
      school: copy.school,
      libraryCopy: copy.id,
      student: body.student ?? null,
      staffBorrower: body.staffBorrower ?? null,
    });
  return answerOf(tx, loan, await system(tx).of(libraryCopies).get(copy.id));
};

/** Takes the copy with this barcode back: its open loan gets today's date and its fine (hooks). */
export const returnCopy = async (tx: Db, ctx: RequestContext, barcode: string): Promise<LoanAnswer> => {
  const copy = await copyByBarcode(tx, ctx, barcode);
  const loans = scoped(tx, ctx).of(libraryLoans);
  const open = await loans.first({ libraryCopy: copy.id, returnedAt: null });
  if (!open) throw conflict('errors.library_copy_not_on_loan');
  const today = (await schoolClock(tx, copy.school)).date;
  const loan = await loans.update(open.id, { returnedAt: today });
  return answerOf(tx, loan, await system(tx).of(libraryCopies).get(copy.id));
};
