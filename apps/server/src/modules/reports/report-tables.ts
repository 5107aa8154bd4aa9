import {
  attendanceTypes,
  attendances,
  auditLogs,
  bankAccounts,
  classes,
  impersonateLogs,
  receipts,
  students,
  users,
  type ReportColumnKind,
  type ReportName,
} from '@kampus/contract';
import { and, gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { cashReport } from '../finance/cash-report.operation.ts';

export interface ReportRange {
  from?: string;
  to?: string;
}

/** A report as the hub shows it: column label keys and rows of text, in the report's order. */
export interface ReportTable {
  columns: string[];
  /** How each column's text reads, so the screen shows it in the user's format (the export keeps it as is). */
  kinds: ReportColumnKind[];
  rows: string[][];
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `column` within the range's days; a date-time column takes the whole last day. */
const within = (column: AnyColumn, range: ReportRange, dateTime = false): SQL | undefined =>
  and(
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.to ? [lte(column, dateTime ? `${range.to} 23:59:59.999` : range.to)] : []),
  );

const names = async (db: Db, ctx: RequestContext, ids: number[]) => {
  const rows = ids.length
    ? await scoped(db, ctx)
        .of(students)
        .list({ id: [...new Set(ids)] })
    : [];
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastName}`]));
};

type Build = (db: Db, ctx: RequestContext, range: ReportRange) => Promise<ReportTable>;

/**
 * Every report of the hub, read through the caller's scoped repository (the active school's
 * subtree and season), newest first. The engine has already checked that the caller may list
 * the report's resource.
 */
export const reportTables: Record<ReportName, Build> = {
  'impersonate-log': async (db, ctx, range) => {
    const logs = scoped(db, ctx).of(impersonateLogs);
    const rows = await logs.list({}, { order: { enterTime: 'desc' }, also: within(logs.table.enterTime, range, true) });
    return {
      columns: ['fields.impersonatorName', 'fields.impersonatedName', 'fields.enterTime', 'fields.exitTime'],
      kinds: ['text', 'text', 'dateTime', 'dateTime'],
      rows: rows.map((row) => [
        text(row.impersonatorName),
        text(row.impersonatedName),
        text(row.enterTime),
        text(row.exitTime),
      ]),
    };
  },
  'audit-trail': async (db, ctx, range) => {
    const logs = scoped(db, ctx).of(auditLogs);
    const rows = await logs.list({}, { order: { at: 'desc' }, also: within(logs.table.at, range, true) });
    const userIds = [...new Set(rows.flatMap((row) => (row.user === null ? [] : [row.user])))];
    const people = userIds.length ? await scoped(db, ctx, { across: 'reach' }).of(users).list({ id: userIds }) : [];
    const who = new Map(people.map((row) => [row.id, `${row.name} ${row.lastName}`]));
    return {
      columns: ['fields.at', 'fields.user', 'fields.resource', 'fields.action', 'fields.recordId', 'fields.ip'],
      kinds: ['dateTime', 'text', 'text', 'text', 'text', 'text'],
      rows: rows.map((row) => [
        text(row.at),
        row.user === null ? '' : (who.get(row.user) ?? ''),
        row.resource,
        row.action,
        text(row.recordId),
        text(row.ip),
      ]),
    };
  },
  attendance: async (db, ctx, range) => {
    const repo = scoped(db, ctx);
    const list = repo.of(attendances);
    const rows = await list.list(
      {},
      { order: { attendanceDate: 'desc', enterTime: 'asc' }, also: within(list.table.attendanceDate, range) },
    );
    const [student, classRows, types] = await Promise.all([
      names(
        db,
        ctx,
        rows.map((row) => row.student),
      ),
      repo.of(classes).list(),
      repo.of(attendanceTypes).list(),
    ]);
    const classTitle = new Map(classRows.map((row) => [row.id, row.title]));
    const typeTitle = new Map(types.map((row) => [row.id, row.title]));
    return {
      columns: [
        'fields.attendanceDate',
        'fields.enterTime',
        'fields.student',
        'fields.classId',
        'fields.attendanceType',
        'fields.note',
      ],
      kinds: ['date', 'text', 'text', 'text', 'text', 'text'],
      rows: rows.map((row) => [
        row.attendanceDate,
        text(row.enterTime).slice(0, 5),
        student.get(row.student) ?? '',
        row.classId === null ? '' : (classTitle.get(row.classId) ?? ''),
        row.attendanceType === null ? '' : (typeTitle.get(row.attendanceType) ?? ''),
        text(row.note),
      ]),
    };
  },
  cash: async (db, ctx, range) => {
    const [report, banks] = await Promise.all([cashReport(db, ctx, range), scoped(db, ctx).of(bankAccounts).list()]);
    const bankTitle = new Map(banks.map((row) => [row.id, row.accountName]));
    return {
      columns: ['fields.paymentDate', 'fields.bankId', 'fields.paymentAmount'],
      kinds: ['date', 'text', 'money'],
      rows: [...report.rows]
        .reverse()
        .map((row) => [row.day, row.bankId === null ? '' : (bankTitle.get(row.bankId) ?? ''), row.total]),
    };
  },
  receipts: async (db, ctx, range) => {
    const list = scoped(db, ctx).of(receipts);
    const rows = await list.list({}, { order: { receiptNumber: 'desc' }, also: within(list.table.receiptDate, range) });
    const student = await names(
      db,
      ctx,
      rows.map((row) => row.studentId),
    );
    return {
      columns: ['fields.receiptNumber', 'fields.receiptDate', 'fields.studentId', 'fields.receiptAmount'],
      kinds: ['text', 'date', 'text', 'money'],
      rows: rows.map((row) => [
        text(row.receiptNumber),
        row.receiptDate,
        student.get(row.studentId) ?? '',
        row.receiptAmount,
      ]),
    };
  },
};
