import {
  libraryCopies,
  libraryHolds,
  libraryLoans,
  libraryTitles,
  type RowOf,
  type StudentHold,
  type StudentLoan,
  students,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { overdueDays } from './library-dates.ts';

/**
 * A student's loans for the family screen and the profile's tab: the title, dates, days overdue
 * and fine, open loans first, newest first; and their reservations waiting or ready to collect;
 * never a barcode, a shelf or who lent it. The student
 * was loaded through the caller's reach; the caller must also read loans (a teacher does not).
 */
export const studentLibrary = async (
  tx: Db,
  ctx: RequestContext,
  student: RowOf<typeof students>,
): Promise<{ loans: StudentLoan[]; holds: StudentHold[] }> => {
  authorize(ctx, libraryLoans, 'list');
  const store = system(tx);
  const loans = await store.of(libraryLoans).list({ student: student.id }, { order: { loanedAt: 'desc' } });
  // Only the reservations still to come: a collected or cancelled one is history the loans tell.
  const holds = await store
    .of(libraryHolds)
    .list({ student: student.id, holdStatus: ['waiting', 'ready'] }, { order: { heldAt: 'asc' } });
  const copies = await store.of(libraryCopies).list({ id: loans.map((loan) => loan.libraryCopy) });
  const titles = await store
    .of(libraryTitles)
    .list({ id: [...copies.map((copy) => copy.libraryTitle), ...holds.map((hold) => hold.libraryTitle)] });
  const today = (await schoolClock(tx, student.school)).date;
  const rows = loans.map((loan) => {
    const title = titles.find((row) => row.id === copies.find((copy) => copy.id === loan.libraryCopy)?.libraryTitle);
    return {
      id: loan.id,
      title: title?.title ?? '',
      authors: title?.authors ?? null,
      loanedAt: loan.loanedAt ?? '',
      dueDate: loan.dueDate ?? '',
      returnedAt: loan.returnedAt,
      daysOverdue: loan.returnedAt === null && loan.dueDate ? overdueDays(loan.dueDate, today) : 0,
      fine: loan.fine,
    };
  });
  rows.sort((a, b) => Number(a.returnedAt !== null) - Number(b.returnedAt !== null));
  const held = holds.map((hold) => {
    const title = titles.find((row) => row.id === hold.libraryTitle);
    return {
      id: hold.id,
      title: title?.title ?? '',
      authors: title?.authors ?? null,
      heldAt: hold.heldAt ?? '',
      status: hold.holdStatus === 'ready' ? ('ready' as const) : ('waiting' as const),
    };
  });
  return { loans: rows, holds: held };
};
