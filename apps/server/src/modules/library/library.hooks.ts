import {
  DESK_STATUSES,
  isValidIsbn,
  libraryCopies,
  libraryHolds,
  libraryLoans,
  librarySettings,
  libraryTitles,
  normalizeIsbn,
  students,
  userTypes,
  users,
  STAFF_BORROWER_KINDS,
  type CopyStatus,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { conflict, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { lookupIsbn } from './isbn-catalogue.ts';
import { notifyHoldReady } from './notify-hold.operation.ts';
import { addDays, daysBetween, fineFor } from './library-dates.ts';

const blank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/**
 * The ISBN is stored as digits (and X) alone and must carry a right check digit (422 on `isbn`).
 * A title or authors left empty are filled from the committed ISBN list; a title neither typed
 * nor found is 422 on `title`.
 */
const catalogueData = (data: Data, current?: RowOf<typeof libraryTitles>): Data => {
  const next: Data = { ...data };
  if (data.isbn !== undefined) {
    const isbn = normalizeIsbn(String(data.isbn ?? ''));
    if (!isValidIsbn(isbn)) throw violation('isbn', 'validation.invalid_isbn');
    next.isbn = isbn;
  }
  const isbn = String(next.isbn ?? current?.isbn ?? '');
  const found = lookupIsbn(isbn);
  const missing = (field: 'title' | 'authors' | 'subjects' | 'publisher' | 'publishedYear'): boolean =>
    data[field] === undefined ? blank(current?.[field]) : blank(data[field]);
  if (found) {
    if (missing('title')) next.title = found.title;
    if (missing('authors')) next.authors = found.authors;
    if (missing('subjects') && found.subjects) next.subjects = found.subjects;
    if (missing('publisher') && found.publisher) next.publisher = found.publisher;
    if (missing('publishedYear') && found.publishedYear) next.publishedYear = found.publishedYear;
  }
  if (blank(next.title ?? current?.title)) throw violation('title', 'validation.required');
  return next;
};

export const libraryTitlesHooks = defineHooks(libraryTitles, {
  beforeCreate: (_tx, _ctx, data) => catalogueData(data),
  beforeUpdate: (_tx, _ctx, data, current) => catalogueData(data, current),
});

/** On loan and kept for a holder are the desk's states, set by lending and taking back (as the system). */
const checkDeskStatus = (ctx: RequestContext, next: unknown, current?: CopyStatus | null): void => {
  if (ctx.caller === null || next === undefined || next === current) return;
  if (DESK_STATUSES.includes(next as CopyStatus) || (current && DESK_STATUSES.includes(current)))
    throw violation('copyStatus', 'validation.library_desk_status');
};

export const libraryCopiesHooks = defineHooks(libraryCopies, {
  beforeCreate: (_tx, ctx, data) => {
    checkDeskStatus(ctx, data.copyStatus);
    return typeof data.barcode === 'string' ? { ...data, barcode: data.barcode.trim() } : data;
  },
  beforeUpdate: (_tx, ctx, data, current) => {
    checkDeskStatus(ctx, data.copyStatus, current.copyStatus);
    return typeof data.barcode === 'string' ? { ...data, barcode: data.barcode.trim() } : data;
  },
});

/** A borrower's name as the desk and the notices say it. */
export const borrowerName = async (
  tx: Db,
  loan: { student: number | null; staffBorrower: number | null },
): Promise<string> => {
  const store = system(tx);
  if (loan.student !== null) {
    const student = await store.of(students).first({ id: loan.student });
    return student ? `${student.name} ${student.lastName}` : '';
  }
  const user = loan.staffBorrower === null ? undefined : await store.of(users).first({ id: loan.staffBorrower });
  return user ? `${user.name} ${user.lastName}` : '';
};

/** The school's rules, or the defaults of a school that set none: 14 days, 3 loans, no fine. */
const libraryRules = async (tx: Db, school: number) => {
  const row = await system(tx).of(librarySettings).first({ school });
  return {
    loanDays: row?.loanDays ?? 14,
    maxLoans: row?.maxLoans ?? 3,
    finePerDay: row?.finePerDay ?? '0.00',
    fineCap: row?.fineCap ?? null,
  };
};

const idOf = (value: unknown): number | null => (blank(value) ? null : Number(value));

/** A staff borrower must be a member of staff or a teacher: 422 on `staffBorrower` for a parent or a student. */
const checkStaffBorrower = async (tx: Db, staffBorrower: number | null): Promise<void> => {
  if (staffBorrower === null) return;
  const store = system(tx);
  const user = await store.of(users).first({ id: staffBorrower });
  const kind = user ? await store.of(userTypes).first({ id: user.userType }) : undefined;
  if (!kind || !STAFF_BORROWER_KINDS.includes(kind.loginType))
    throw violation('staffBorrower', 'validation.wrong_user_kind');
};

/**
 * Lending, on every write path: one borrower, the copy locked and free (on loan: 409 naming
 * who has it; lost or discarded: 422; kept for a holder: only that holder), at most the school's
 * number of open loans per borrower, the due date by the school's rule. The loan's day and its
 * librarian are the server's; a seed (the system) may date a loan in the past.
 */
const beforeLend = async (tx: Db, ctx: RequestContext, data: Data): Promise<Data> => {
  const student = idOf(data.student);
  const staffBorrower = idOf(data.staffBorrower);
  if ((student === null) === (staffBorrower === null)) throw violation('student', 'validation.library_one_borrower');
  await checkStaffBorrower(tx, staffBorrower);
  const store = system(tx);
  const copy = await store
    .of(libraryCopies)
    .lock(Number(data.libraryCopy))
    .catch(() => undefined);
  if (!copy) throw violation('libraryCopy', 'validation.invalid_reference');
  if (copy.copyStatus === 'on_loan') {
    const open = await store.of(libraryLoans).first({ libraryCopy: copy.id, returnedAt: null });
    throw conflict(
      'errors.library_copy_on_loan',
      { borrower: open ? await borrowerName(tx, open) : '', due: open?.dueDate ?? '' },
      { due: 'date' },
    );
  }
  if (copy.copyStatus === 'lost' || copy.copyStatus === 'discarded')
    throw violation('libraryCopy', 'validation.library_copy_unavailable');
  if (copy.copyStatus === 'reserved') {
    const hold = await store.of(libraryHolds).first({ readyCopy: copy.id, holdStatus: 'ready' });
    if (hold && (hold.student !== student || hold.staffBorrower !== staffBorrower))
      throw violation('libraryCopy', 'validation.library_copy_reserved');
  }
  const rules = await libraryRules(tx, copy.school);
  const open = await store
    .of(libraryLoans)
    .count(student !== null ? { student, returnedAt: null } : { staffBorrower, returnedAt: null });
  if (open >= rules.maxLoans)
    throw violation(student !== null ? 'student' : 'staffBorrower', 'validation.library_max_loans');
  const today = (await schoolClock(tx, copy.school)).date;
  const loanedAt = ctx.caller === null && typeof data.loanedAt === 'string' ? data.loanedAt : today;
  return {
    ...data,
    school: copy.school,
    student,
    staffBorrower,
    loanedAt,
    dueDate: blank(data.dueDate) ? addDays(loanedAt, rules.loanDays) : data.dueDate,
    returnedAt: null,
    fine: null,
    remindedAt: null,
    loanedBy: ctx.caller?.id ?? null,
  };
};

/**
 * A copy back: the first borrower waiting for its title gets it (the hold is ready, the copy
 * kept for them, and they are told: notify-hold.operation.ts); else it is on the shelf again.
 */
const afterReturn = async (tx: Db, ctx: RequestContext, loan: RowOf<typeof libraryLoans>): Promise<void> => {
  const store = system(tx);
  const copy = await store.of(libraryCopies).get(loan.libraryCopy);
  const [hold] = await store
    .of(libraryHolds)
    .list({ libraryTitle: copy.libraryTitle, holdStatus: 'waiting' }, { order: { heldAt: 'asc' }, limit: 1 });
  if (hold) {
    const ready = await store.of(libraryHolds).update(hold.id, { holdStatus: 'ready', readyCopy: copy.id });
    await store.of(libraryCopies).update(copy.id, { copyStatus: 'reserved' });
    await notifyHoldReady(tx, ctx, ready);
  } else {
    await store.of(libraryCopies).update(copy.id, { copyStatus: 'available' });
  }
};

export const libraryLoansHooks = defineHooks(libraryLoans, {
  beforeCreate: (tx, ctx, data) => beforeLend(tx, ctx, data),
  afterCreate: async (tx, _ctx, row) => {
    const store = system(tx);
    const hold = await store.of(libraryHolds).first({ readyCopy: row.libraryCopy, holdStatus: 'ready' });
    if (hold) await store.of(libraryHolds).update(hold.id, { holdStatus: 'collected' });
    if (row.returnedAt === null) await store.of(libraryCopies).update(row.libraryCopy, { copyStatus: 'on_loan' });
  },
  // A loan keeps its copy and borrower; a return is recorded once, with its fine by the rules.
  beforeUpdate: async (tx, _ctx, data, current) => {
    for (const field of ['libraryCopy', 'student', 'staffBorrower'] as const) {
      if (data[field] !== undefined && idOf(data[field]) !== current[field])
        throw violation(field, 'validation.library_loan_fixed');
    }
    if (data.returnedAt === undefined || data.returnedAt === current.returnedAt) return data;
    if (current.returnedAt !== null || blank(data.returnedAt))
      throw violation('returnedAt', 'validation.library_loan_fixed');
    const returnedAt = String(data.returnedAt);
    if (current.loanedAt && returnedAt < current.loanedAt) throw violation('returnedAt', 'validation.end_before_start');
    const rules = await libraryRules(tx, current.school);
    const due = String(data.dueDate ?? current.dueDate ?? returnedAt);
    return { ...data, fine: fineFor(daysBetween(due, returnedAt), rules.finePerDay, rules.fineCap) };
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    if (previous.returnedAt === null && row.returnedAt !== null) await afterReturn(tx, ctx, row);
  },
});

/** A hold is of one borrower and starts when it is placed. */
export const libraryHoldsHooks = defineHooks(libraryHolds, {
  beforeCreate: async (tx, _ctx, data) => {
    if ((idOf(data.student) === null) === (idOf(data.staffBorrower) === null))
      throw violation('student', 'validation.library_one_borrower');
    await checkStaffBorrower(tx, idOf(data.staffBorrower));
    const title = await system(tx)
      .of(libraryTitles)
      .first({ id: Number(data.libraryTitle) });
    const clock = await schoolClock(tx, title?.school ?? Number(data.school));
    return { ...data, heldAt: `${clock.date} ${clock.time}`, holdStatus: 'waiting', readyCopy: null };
  },
});
