import { schools, wallClock, type ValueFormat, type Violation } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Takes the school's ledger lock for the rest of the transaction: the school's row `FOR NO KEY
 * UPDATE`. Every money command of a school queues here, so two cashiers never read the same
 * highest receipt number nor pay one installment twice; inserts elsewhere that reference the
 * school (a `KEY SHARE` lock) are not held up.
 */
export const lockSchoolLedger = async (tx: Db, schoolId: number): Promise<void> => {
  await tx.execute(sql`select id from schools where id = ${schoolId} for no key update`);
};

/**
 * A refusal naming the field and the limit it broke, in the caller's language (`{{limit}}`); an
 * amount (the default) or a date is shown in the reader's notation, a count as it is.
 */
export const limitViolation = (
  propertyPath: string,
  key: string,
  limit?: string,
  format: ValueFormat | 'count' = 'amount',
): ReturnType<typeof unprocessable> => {
  const found: Violation = {
    propertyPath,
    message: `validation.${key}`,
    ...(limit ? { values: { limit } } : {}),
    ...(limit && format !== 'count' ? { formats: { limit: format } } : {}),
  };
  return unprocessable([found]);
};

/** Today's date (`YYYY-MM-DD`) in the school's time zone. */
export const schoolToday = async (tx: Db, schoolId: number): Promise<string> => {
  const school = await system(tx).of(schools).first({ id: schoolId });
  return wallClock(school?.timezone ?? null).date;
};

/** Which month an installment falls in against today's: the payment report's three flags. */
export const monthFlags = (
  installmentDate: string,
  today: string,
): { previousMonth: boolean; thisMonth: boolean; nextMonth: boolean } => {
  const month = installmentDate.slice(0, 7);
  const current = today.slice(0, 7);
  return { previousMonth: month < current, thisMonth: month === current, nextMonth: month > current };
};

/** A value the engine's validation made sure of (a required field of a create): typed so here. */
export const required = <T>(value: T | undefined | null, field: string): T => {
  if (value === undefined || value === null) throw violation(field, 'validation.required');
  return value;
};
