import {
  lendCopyAction,
  overdueLoansAction,
  remindOverdueAction,
  returnCopyAction,
  studentLibraryAction,
  students,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { lendCopy, returnCopy } from './desk.operation.ts';
import { overdueReport, remindOverdue } from './overdue.operation.ts';
import { studentLibrary } from './student-library.operation.ts';

export const lendLibraryCopy = implement(lendCopyAction, async ({ db, ctx, input }) =>
  answer(201, await lendCopy(db, ctx, input.body)),
);

export const returnLibraryCopy = implement(returnCopyAction, async ({ db, ctx, input }) =>
  returnCopy(db, ctx, input.body.barcode),
);

export const overdueLibraryLoans = implement(overdueLoansAction, async ({ db, ctx }) => overdueReport(db, ctx), {
  discloses: (output) => output.rows.map((row) => row.studentId),
});

export const remindOverdueLibraryLoans = implement(remindOverdueAction, async ({ db, ctx }) => remindOverdue(db, ctx));

// The engine loaded the student through the caller's reach; its typed row is read again here.
export const studentLibraryLoans = implement(studentLibraryAction, async ({ db, ctx, record }) =>
  studentLibrary(db, ctx, await system(db).of(students).get(record.id)),
);
