import {
  addMoney,
  guardians,
  negateMoney,
  studentDiscounts,
  studentFees,
  studentPayments,
  schools,
  students,
  sumMoney,
  wallClock,
  type RowOf,
} from '@kampus/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../../core/caller.ts';
import { scoped, system } from '../../../core/repository.ts';
import type { Db } from '../../../db/database.ts';

/** What a line of a statement records; the kind names its text in every language (`cashier.statement.kinds`). */
type StatementKind = 'fee' | 'discount' | 'payment' | 'refund' | 'void';

interface StatementLine {
  /** YYYY-MM-DD. */
  date: string;
  kind: StatementKind;
  studentId: number;
  /** The fee's name, the payment's receipt description, ...: as recorded. */
  text: string;
  /** Raises what is owed (a fee, a refund, a void of a payment) or lowers it (a discount, a payment). */
  debit: string;
  credit: string;
  balance: string;
  /** The record the line comes from (`student_fees/12`), for a link. */
  source: string;
}

export interface Statement {
  students: { id: number; name: string; studentNumber: string | null }[];
  from: string | null;
  to: string | null;
  opening: string;
  lines: StatementLine[];
  debits: string;
  credits: string;
  closing: string;
}

interface Entry {
  date: string;
  order: number;
  kind: StatementKind;
  studentId: number;
  text: string;
  /** Positive raises what is owed. */
  amount: string;
  source: string;
}

/**
 * The school's calendar day of a moment (a fee's `createdAt`, a void's `voidedAt`), as payment and
 * refund dates are: a fee written at 00:30 in Istanbul is that day's, not the previous UTC day's
 * (mixing the two put a refund after the void it preceded in the hours after 21:00 UTC).
 */
const dayIn =
  (timeZone: string | null) =>
  (stamp: string | Date | null | undefined): string => {
    const at = stamp instanceof Date ? stamp : new Date(String(stamp ?? '').replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? String(stamp ?? '').slice(0, 10) : wallClock(timeZone, at).date;
  };

/**
 * Every money event of a student in the active season, as the caller sees it: fees, discounts,
 * payments and refunds (live ones), and the voids of voided payments and refunds (the void undoes
 * the row: a payment taken and voided shows both, so the running balance tells what happened).
 */
const entriesOf = async (
  db: Db,
  ctx: RequestContext,
  studentId: number,
  day: (stamp: string | Date | null | undefined) => string,
): Promise<Entry[]> => {
  const repo = scoped(db, ctx);
  const fees = await repo.of(studentFees).list({ studentId });
  const discounts = await repo.of(studentDiscounts).list({ studentId });
  const payments = await repo.of(studentPayments).list({ studentId });
  // Voided payments are hidden from every read (core/visibility.ts): the statement reads them
  // by the student already in reach and the active season, to show each void.
  const table = system(db).of(studentPayments).table;
  const voided = (await db
    .select()
    .from(table)
    .where(
      and(eq(table.studentId, studentId), eq(table.season, ctx.activeSeasonId ?? 0), isNotNull(table.voidedAt)),
    )) as RowOf<typeof studentPayments>[];
  const paymentEntry = (row: RowOf<typeof studentPayments>): Entry => ({
    date: row.paymentDate,
    order: 2,
    kind: row.isRefund ? 'refund' : 'payment',
    studentId,
    text: row.description ?? '',
    amount: negateMoney(row.paymentAmount),
    source: `student_payments/${row.id}`,
  });
  return [
    ...fees.map((row) => ({
      date: day(row.createdAt),
      order: 0,
      kind: 'fee' as const,
      studentId,
      text: row.feeName,
      amount: row.feeAmount,
      source: `student_fees/${row.id}`,
    })),
    ...discounts.map((row) => ({
      date: row.addedAt ?? day(row.createdAt),
      order: 1,
      kind: 'discount' as const,
      studentId,
      text: row.description ?? '',
      amount: negateMoney(row.discountAmount ?? '0.00'),
      source: `student_discounts/${row.id}`,
    })),
    ...payments.map(paymentEntry),
    ...voided.flatMap((row) => [
      paymentEntry(row),
      {
        date: day(row.voidedAt),
        order: 3,
        kind: 'void' as const,
        studentId,
        text: '',
        amount: row.paymentAmount,
        source: `student_payments/${row.id}`,
      },
    ]),
  ];
};

const idOf = (entry: Entry): number => Number(entry.source.split('/').pop());

/** By day; within a day fees, discounts, payments and refunds (in the order they were written), voids. */
const byDate = (a: Entry, b: Entry): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || idOf(a) - idOf(b);

/**
 * A statement of account of one student or of a family's children together: an opening balance
 * (everything before `from`), each event in date order with its running balance, and the totals.
 * Exact money throughout; the closing balance of the season equals the balance's `due` (tested).
 */
export const statementOf = async (
  db: Db,
  ctx: RequestContext,
  studentIds: readonly number[],
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<Statement> => {
  const repo = scoped(db, ctx);
  const people = await repo.of(students).list({ id: [...studentIds] }, { order: { id: 'asc' } });
  const entries: Entry[] = [];
  // Each school's calendar read once, however many of a family's children it holds.
  const days = new Map<number, (stamp: string | Date | null | undefined) => string>();
  for (const person of people) {
    const school = Number(person.school);
    if (!days.has(school))
      days.set(school, dayIn((await system(db).of(schools).first({ id: school }))?.timezone ?? null));
    entries.push(...(await entriesOf(db, ctx, person.id, days.get(school) ?? dayIn(null))));
  }
  entries.sort(byDate);
  const before = entries.filter((entry) => range.from !== undefined && entry.date < range.from);
  const within = entries.filter(
    (entry) =>
      (range.from === undefined || entry.date >= range.from) && (range.to === undefined || entry.date <= range.to),
  );
  const opening = sumMoney(before.map((entry) => entry.amount));
  let balance = opening;
  const lines = within.map((entry): StatementLine => {
    balance = addMoney(balance, entry.amount);
    const raises = !entry.amount.startsWith('-');
    return {
      date: entry.date,
      kind: entry.kind,
      studentId: entry.studentId,
      text: entry.text,
      debit: raises ? entry.amount : '0.00',
      credit: raises ? '0.00' : negateMoney(entry.amount),
      balance,
      source: entry.source,
    };
  });
  return {
    students: people.map((row) => ({
      id: row.id,
      name: `${row.name} ${row.lastName}`,
      studentNumber: row.studentNumber,
    })),
    from: range.from ?? null,
    to: range.to ?? null,
    opening,
    lines,
    debits: sumMoney(lines.map((line) => line.debit)),
    credits: sumMoney(lines.map((line) => line.credit)),
    closing: balance,
  };
};

/**
 * A family: the children of a guardian, found as every guardian row of the same parent account
 * (else the same phone number) in the guardian's school; a guardian of neither is one child's.
 */
export const familyOf = async (db: Db, ctx: RequestContext, guardianId: number): Promise<number[]> => {
  const repo = scoped(db, ctx).of(guardians);
  const guardian = await repo.get(guardianId);
  const same = guardian.user
    ? await repo.list({ user: guardian.user, school: guardian.school })
    : guardian.phone
      ? (await repo.list({ school: guardian.school })).filter((row) => row.phone === guardian.phone)
      : [guardian];
  return [...new Set(same.map((row) => row.studentId))].sort((a, b) => a - b);
};
