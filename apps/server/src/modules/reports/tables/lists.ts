import { attendanceTypes, attendances, bankAccounts, classes, receipts, students } from '@kampus/contract';
import type { RequestContext } from '../../../core/caller.ts';
import { scoped } from '../../../core/repository.ts';
import type { Db } from '../../../db/database.ts';
import { cashReport } from '../../finance/cash-report.operation.ts';
import { withSchoolColumn } from '../report-scope.ts';
import { text, within, type ReportBuild } from './shared.ts';

/** The names of the students `ids` names, read as the caller reads students (one `= any` array). */
const names = async (db: Db, ctx: RequestContext, ids: number[]) => {
  const rows = ids.length
    ? await scoped(db, ctx)
        .of(students)
        .list({ id: [...new Set(ids)] })
    : [];
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastName}`]));
};

/** Each attendance record of the range, newest first. */
export const attendanceReport: ReportBuild = async (db, scope, range) => {
  const repo = scoped(db, scope.ctx);
  const list = repo.of(attendances);
  const rows = await list.list(
    {},
    { order: { attendanceDate: 'desc', enterTime: 'asc' }, also: within(list.table.attendanceDate, range) },
  );
  const [student, classRows, types] = await Promise.all([
    names(
      db,
      scope.ctx,
      rows.map((row) => row.student),
    ),
    repo.of(classes).list(),
    repo.of(attendanceTypes).list(),
  ]);
  const classTitle = new Map(classRows.map((row) => [row.id, row.title]));
  const typeTitle = new Map(types.map((row) => [row.id, row.title]));
  return withSchoolColumn(scope, {
    columns: [
      'fields.attendanceDate',
      'fields.enterTime',
      'fields.student',
      'fields.classId',
      'fields.attendanceType',
      'fields.note',
    ],
    kinds: ['date', 'text', 'text', 'text', 'text', 'text'],
    rows: rows.map((row) => ({
      school: row.school,
      student: row.student,
      cells: [
        row.attendanceDate,
        text(row.enterTime).slice(0, 5),
        student.get(row.student) ?? '',
        row.classId === null ? '' : (classTitle.get(row.classId) ?? ''),
        row.attendanceType === null ? '' : (typeTitle.get(row.attendanceType) ?? ''),
        text(row.note),
      ],
    })),
  });
};

/** The cash report of docs/finance.md (by day and account), newest day first, per school. */
export const cashTableReport: ReportBuild = async (db, scope, range) => {
  const [report, banks] = await Promise.all([
    cashReport(db, scope.ctx, range, { bySchool: true }),
    scoped(db, scope.ctx).of(bankAccounts).list(),
  ]);
  const bankTitle = new Map(banks.map((row) => [row.id, row.accountName]));
  return withSchoolColumn(scope, {
    columns: ['fields.paymentDate', 'fields.bankId', 'fields.paymentAmount'],
    kinds: ['date', 'text', 'money'],
    rows: [...report.rows].reverse().map((row) => ({
      school: row.schoolId ?? null,
      cells: [row.day, row.bankId === null ? '' : (bankTitle.get(row.bankId) ?? ''), row.total],
    })),
  });
};

/** Every receipt of the range, the highest number first. */
export const receiptsReport: ReportBuild = async (db, scope, range) => {
  const list = scoped(db, scope.ctx).of(receipts);
  const rows = await list.list({}, { order: { receiptNumber: 'desc' }, also: within(list.table.receiptDate, range) });
  const student = await names(
    db,
    scope.ctx,
    rows.map((row) => row.studentId),
  );
  return withSchoolColumn(scope, {
    columns: ['fields.receiptNumber', 'fields.receiptDate', 'fields.studentId', 'fields.receiptAmount'],
    kinds: ['number', 'date', 'text', 'money'],
    rows: rows.map((row) => ({
      school: row.school,
      student: row.studentId,
      cells: [text(row.receiptNumber), row.receiptDate, student.get(row.studentId) ?? '', row.receiptAmount],
    })),
  });
};
