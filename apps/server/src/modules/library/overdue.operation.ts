import {
  classes,
  classStudents,
  type Language,
  libraryCopies,
  libraryLoans,
  libraryTitles,
  type OverdueRow,
  readableDate,
  students,
  translate,
} from '@kampus/contract';
import { isNull } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { borrowerName } from './library.hooks.ts';
import { overdueDays } from './library-dates.ts';

/** Each school's today, read once per school of the loans. */
const todays = async (tx: Db, schools: number[]): Promise<Map<number, string>> => {
  const days = new Map<number, string>();
  for (const school of new Set(schools)) days.set(school, (await schoolClock(tx, school)).date);
  return days;
};

/** The open loans in the caller's reach past their due date, each with its school's today. */
const overdueLoans = async (tx: Db, ctx: RequestContext) => {
  const loans = scoped(tx, ctx).of(libraryLoans);
  const open = await loans.list({}, { also: isNull(loans.table.returnedAt), order: { dueDate: 'asc' } });
  const days = await todays(
    tx,
    open.map((loan) => loan.school),
  );
  return open
    .map((loan) => ({ loan, today: days.get(loan.school) ?? '' }))
    .filter(({ loan, today }) => loan.dueDate !== null && loan.dueDate < today);
};

/** Each student's class: of the active season when they sit in one, else their latest. */
const classNames = async (tx: Db, ctx: RequestContext, ids: number[]): Promise<Map<number, string>> => {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const store = system(tx);
  const seats = await store.of(classStudents).list({ student: ids }, { order: { id: 'desc' } });
  const rooms = await store.of(classes).list({ id: [...new Set(seats.map((seat) => seat.classId))] });
  const byId = new Map(rooms.map((room) => [room.id, room]));
  for (const seat of seats) {
    const room = byId.get(seat.classId);
    if (!room) continue;
    const current = room.season === ctx.activeSeasonId;
    if (!names.has(seat.student) || current) names.set(seat.student, room.title);
  }
  return names;
};

/** The overdue report: by class (staff last), most overdue first within a class. */
export const overdueReport = async (tx: Db, ctx: RequestContext): Promise<{ rows: OverdueRow[] }> => {
  const overdue = await overdueLoans(tx, ctx);
  const store = system(tx);
  const copies = await store.of(libraryCopies).list({ id: overdue.map(({ loan }) => loan.libraryCopy) });
  const titles = await store.of(libraryTitles).list({ id: copies.map((copy) => copy.libraryTitle) });
  const studentIds = overdue.flatMap(({ loan }) => (loan.student === null ? [] : [loan.student]));
  const rooms = await classNames(tx, ctx, studentIds);
  const rows: OverdueRow[] = [];
  for (const { loan, today } of overdue) {
    const copy = copies.find((row) => row.id === loan.libraryCopy);
    rows.push({
      loan: loan.id,
      title: titles.find((row) => row.id === copy?.libraryTitle)?.title ?? '',
      barcode: copy?.barcode ?? '',
      borrower: await borrowerName(tx, loan),
      studentId: loan.student,
      className: loan.student === null ? null : (rooms.get(loan.student) ?? null),
      dueDate: loan.dueDate ?? '',
      daysOverdue: overdueDays(loan.dueDate ?? today, today),
      remindedAt: loan.remindedAt,
    });
  }
  rows.sort(
    (a, b) =>
      (a.className === null ? 1 : 0) - (b.className === null ? 1 : 0) ||
      (a.className ?? '').localeCompare(b.className ?? '', undefined, { numeric: true }) ||
      b.daysOverdue - a.daysOverdue,
  );
  return { rows };
};

/**
 * Reminds the guardians (with an account) of each student whose loan is overdue and was not
 * reminded today: an in-app notification now and a queued delivery by mail or SMS as they chose
 * (`notifications.deliver`), as the discipline notice does. The text names the child, the title
 * and the due date, never a barcode. Written as the system: the librarian need not read the
 * guardians' accounts. Staff borrowers are reminded at the desk.
 */
export const remindOverdue = async (tx: Db, ctx: RequestContext): Promise<{ loans: number; notified: number }> => {
  const store = system(tx);
  let loans = 0;
  let notified = 0;
  for (const { loan, today } of await overdueLoans(tx, ctx)) {
    if (loan.student === null || loan.remindedAt === today) continue;
    const student = await store.of(students).first({ id: loan.student });
    const copy = await store.of(libraryCopies).first({ id: loan.libraryCopy });
    const title = copy ? await store.of(libraryTitles).first({ id: copy.libraryTitle }) : undefined;
    if (!student) continue;
    const language = await familyLanguage(tx, student.school, ctx.language);
    notified += await notifyUsers(tx, {
      users: await guardianAccounts(tx, student.id),
      school: student.school,
      student: student.id,
      kind: 'library_overdue',
      render: (reader: Language) => {
        const values = {
          student: `${student.name} ${student.lastName}`,
          title: title?.title ?? '',
          date: readableDate(reader, loan.dueDate ?? ''),
        };
        return {
          title: translate(reader, 'notifications.library_overdue_subject', values),
          body: translate(reader, 'notifications.library_overdue_body', values),
        };
      },
      link: '/library/books',
      language,
    });
    await store.of(libraryLoans).update(loan.id, { remindedAt: today });
    loans += 1;
  }
  return { loans, notified };
};
