import {
  multiplyMoney,
  studentDiscounts,
  studentFees,
  students,
  sumMoney,
  translate,
  usualFees,
  type FeeLine,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { addFees } from '../enrollment/enroll.operation.ts';
import { inSeason } from '../enrollment/seasons.ts';
import type { CreatedIds } from './rollover-journal.ts';

/** A student the rollover moves into the new season, as the fee plan needs them. */
export interface MovingStudent {
  id: number;
  name: string;
  lastName: string;
  fromGrade: number | null;
  toGrade: number | null;
}

/** One student's bill in the new season: the fee lines, or why there is none. */
export interface FeeBill {
  studentId: number;
  toGrade: number;
  fees: FeeLine[];
  skip: string | null;
}

/**
 * The new season's fees of each moving student (`billFees`): the usual fees of their new grade
 * level, that is the fees the running season's students of that grade were billed, each name once
 * with its latest amount (`usualFees`, the rule the re-enrolment screen offers its fees by). The
 * fee settings hold no amounts (only limits), so last year's bills of the grade are what there
 * is to go by. A student is not billed, with the reason, when their new grade was billed nothing
 * this season, or when they already have fees in the new season (never billed twice).
 */
export const planFees = async (
  tx: Db,
  ctx: RequestContext,
  seasons: { from: number; to: number },
  moving: readonly MovingStudent[],
  gradeNow: ReadonlyMap<number, number | null>,
  gradeTitle: (grade: number | null) => string,
): Promise<FeeBill[]> => {
  const running = await scoped(tx, inSeason(ctx, seasons.from))
    .of(studentFees)
    .list({ season: seasons.from }, { order: { id: 'asc' } });
  // Running-season grade of each billed student: the rollover's own reading (enrolment, class,
  // record); a student no longer active is read by their record.
  const gradeOf = new Map(gradeNow);
  const unknown = [...new Set(running.map((row) => row.studentId))].filter((id) => !gradeOf.has(id));
  if (unknown.length > 0) {
    for (const row of await system(tx).of(students).list({ id: unknown })) gradeOf.set(row.id, row.gradeLevel ?? null);
  }
  const ids = moving.map((student) => student.id);
  const billedAlready = new Set(
    ids.length > 0
      ? (await scoped(tx, inSeason(ctx, seasons.to)).of(studentFees).list({ season: seasons.to, studentId: ids })).map(
          (row) => row.studentId,
        )
      : [],
  );
  const usualOf = new Map<number, FeeLine[]>();
  const feesOfGrade = (grade: number): FeeLine[] => {
    const known = usualOf.get(grade);
    if (known) return known;
    const lines = usualFees(running.filter((row) => gradeOf.get(row.studentId) === grade));
    usualOf.set(grade, lines);
    return lines;
  };
  return moving.flatMap((student): FeeBill[] => {
    if (student.toGrade === null) return [];
    const fees = feesOfGrade(student.toGrade);
    const skip = billedAlready.has(student.id)
      ? translate(ctx.language, 'rollover.fees_already')
      : fees.length === 0
        ? translate(ctx.language, 'rollover.fees_none', { grade: gradeTitle(student.toGrade) })
        : null;
    return [{ studentId: student.id, toGrade: student.toGrade, fees: skip ? [] : fees, skip }];
  });
};

/** The billing as the preview shows it: per new grade the lines and totals (exact), who is skipped and why. */
export const feesPreview = (
  bills: readonly FeeBill[],
  moving: readonly MovingStudent[],
  levels: readonly { id: number; title: string }[],
) => {
  const billed = bills.filter((bill) => bill.skip === null);
  const gradeTitle = (grade: number) => levels.find((level) => level.id === grade)?.title ?? '';
  // In the school's order of grade levels (`levels` comes sorted), as every list of grades is.
  const rank = (grade: number) => levels.findIndex((level) => level.id === grade);
  const ordered = [...new Set(billed.map((bill) => bill.toGrade))].sort((a, b) => rank(a) - rank(b));
  const grades = ordered.map((grade) => {
    const mine = billed.filter((bill) => bill.toGrade === grade);
    const fees = mine[0]?.fees ?? [];
    const perStudent = sumMoney(fees.map((fee) => fee.feeAmount));
    return {
      grade: gradeTitle(grade),
      students: mine.length,
      fees,
      perStudent,
      total: multiplyMoney(perStudent, mine.length),
    };
  });
  const who = new Map(moving.map((student) => [student.id, student] as const));
  return {
    grades,
    billed: billed.length,
    total: sumMoney(grades.map((grade) => grade.total)),
    skipped: bills.flatMap((bill) => {
      const student = who.get(bill.studentId);
      return bill.skip && student
        ? [{ id: student.id, name: student.name, lastName: student.lastName, reason: bill.skip }]
        : [];
    }),
  };
};

/**
 * Bills the planned fees in the rollover's transaction, each student's through the re-enrolment's
 * own `addFees` (the fee's create: validated, audited, under the ledger lock, with the school's
 * auto-applied discounts following it). The ids of the fees and of the discounts that came with
 * them go to the journal, so the undo removes exactly these.
 */
export const billFees = async (
  tx: Db,
  ctx: RequestContext,
  owner: { school: number; season: number },
  bills: readonly FeeBill[],
): Promise<CreatedIds> => {
  const billed = bills.filter((bill) => bill.skip === null && bill.fees.length > 0);
  const ids = billed.map((bill) => bill.studentId);
  if (ids.length === 0) return { student_fees: [], student_discounts: [] };
  const discountsOf = async () =>
    (await system(tx).of(studentDiscounts).list({ school: owner.school, studentId: ids })).map((row) => row.id);
  const before = new Set(await discountsOf());
  const fees: number[] = [];
  for (const bill of billed) {
    fees.push(...(await addFees(tx, ctx, { ...owner, studentId: bill.studentId, courseId: null }, bill.fees)));
  }
  const discounts = (await discountsOf()).filter((id) => !before.has(id));
  return { student_fees: fees, student_discounts: discounts };
};

/** The run's answer about billing: students billed and the total of their fee lines. */
export const billedSummary = (bills: readonly FeeBill[]) => {
  const billed = bills.filter((bill) => bill.skip === null);
  return { billed: billed.length, total: sumMoney(billed.flatMap((bill) => bill.fees.map((fee) => fee.feeAmount))) };
};
