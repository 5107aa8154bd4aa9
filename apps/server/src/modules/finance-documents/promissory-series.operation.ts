import { promissoryNotes, splitMoney, students, type Money, type RowOf } from '@kampus/contract';
import { addMonths } from '../../core/calendar.ts';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { seasonFor } from './active-season.ts';

export interface PromissorySeries {
  studentId: number;
  courseId?: number;
  title: string;
  address?: string;
  total: Money;
  count: number;
  firstDate: string;
}

/**
 * Makes the series in the caller's transaction. The student's row is locked first, so two series
 * for one student at once number their notes one after the other (`promissoryNo` continues from
 * the student's highest), never twice the same. Notes are inserted through the scoped repository:
 * the student must be in reach (404), the course of the student's school (422), each note audited.
 */
export const createPromissorySeries = async (
  tx: Db,
  ctx: RequestContext,
  input: PromissorySeries,
): Promise<RowOf<typeof promissoryNotes>[]> => {
  const student = await scoped(tx, ctx).of(students).lock(input.studentId);
  const notes = scoped(tx, ctx).of(promissoryNotes);
  const [last] = await notes.list({ studentId: student.id }, { order: { promissoryNo: 'desc' }, limit: 1 });
  const from = last?.promissoryNo ?? 0;
  const season = await seasonFor(tx, ctx, student.school);
  const amounts = splitMoney(input.total, input.count);
  const created: RowOf<typeof promissoryNotes>[] = [];
  for (const [index, amount] of amounts.entries()) {
    created.push(
      await notes.insert({
        school: student.school,
        season,
        studentId: student.id,
        courseId: input.courseId ?? null,
        title: input.title,
        address: input.address ?? null,
        promissoryNo: from + index + 1,
        promissoryDate: addMonths(input.firstDate, index),
        amount,
        promissoryOrder: index + 1,
        numberOfPromissory: input.count,
        isPaid: false,
        returnDate: null,
        lawyer: 0,
      }),
    );
  }
  return created;
};
