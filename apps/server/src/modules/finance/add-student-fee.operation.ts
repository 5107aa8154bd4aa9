import { studentFees } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** A fee another area adds to a student's season: a route's bus fee, a building's boarding fee. */
export interface AreaFee {
  school: number;
  season: number;
  student: number;
  feeName: string;
  /** The money as its declaration stores it (a decimal string): never through a float. */
  amount: string;
}

/**
 * Adds a fee to the student's fees of the season through the fees' own write path (the school's
 * ledger lock, the caller's finance grant, the audit trail), in the caller's transaction: the
 * assignment that asked for it and the fee commit or roll back together. Answers the fee's id,
 * which the assignment keeps (`studentFee`).
 */
export const addStudentFee = async (tx: Db, ctx: RequestContext, fee: AreaFee): Promise<number> => {
  const added = await scoped(tx, ctx).of(studentFees).insert({
    school: fee.school,
    season: fee.season,
    studentId: fee.student,
    feeName: fee.feeName,
    feeAmount: fee.amount,
  });
  return added.id;
};
