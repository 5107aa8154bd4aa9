import { countries, schoolCurrency, schools, students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The school as a printed document heads it, with the currency its amounts are in. */
export interface SchoolHeader {
  title: string;
  address: string | null;
  /** The school's legal details, printed on receipts and statements. */
  taxOffice?: string | null;
  taxNumber?: string | null;
  currency: string;
}

/** The student a document is about. */
export interface StudentHeader {
  name: string;
  lastName: string;
  studentNumber: string | null;
}

export const schoolHeader = async (tx: Db, school: number): Promise<SchoolHeader> => {
  const row = await system(tx).of(schools).get(school);
  const country = row.countryCode
    ? await system(tx).of(countries).first({ code: row.countryCode.toUpperCase() })
    : undefined;
  return {
    title: row.title,
    address: row.address,
    taxOffice: row.taxOffice,
    taxNumber: row.taxNumber,
    currency: schoolCurrency(row, country ? [country] : []),
  };
};

/** The student in the caller's reach (404 otherwise) and the header of their school. */
export const studentParties = async (
  tx: Db,
  ctx: RequestContext,
  studentId: number,
): Promise<{ student: RowOf<typeof students>; school: SchoolHeader }> => {
  const student = await scoped(tx, ctx).of(students).get(studentId);
  return { student, school: await schoolHeader(tx, student.school) };
};

export const studentHeader = (student: RowOf<typeof students>): StudentHeader => ({
  name: student.name,
  lastName: student.lastName,
  studentNumber: student.studentNumber,
});
