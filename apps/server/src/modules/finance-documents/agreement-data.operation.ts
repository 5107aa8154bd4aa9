import {
  courses,
  discounts,
  guardians,
  installments,
  invoices,
  scholarshipDefinitions,
  studentCourses,
  studentDiscounts,
  studentFees,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { AgreementData, AgreementMoneyLine } from './agreement-filler.ts';
import { studentParties } from './document-parties.operation.ts';

/**
 * The student's money of the active season for the agreement's blocks: fees by name, discounts
 * and scholarships by the name of what was given (else their description or kind), and the plan
 * in date order. The filler prints "None recorded." for an empty part.
 */
const moneyParts = async (tx: Db, ctx: RequestContext, studentId: number) => {
  const repo = scoped(tx, ctx);
  const fees = await repo.of(studentFees).list({ studentId });
  const given = await repo.of(studentDiscounts).list({ studentId });
  const plan = await repo
    .of(installments)
    .list({ studentId }, { order: { installmentDate: 'asc', installmentNo: 'asc' } });
  const offerIds = given.flatMap((row) => (row.discount ? [row.discount] : []));
  const grantIds = given.flatMap((row) => (row.scholarship ? [row.scholarship] : []));
  const offers = offerIds.length > 0 ? await repo.of(discounts).list({ id: offerIds }) : [];
  const grants = grantIds.length > 0 ? await repo.of(scholarshipDefinitions).list({ id: grantIds }) : [];
  const line = (row: RowOf<typeof studentDiscounts>): AgreementMoneyLine => ({
    label:
      (row.scholarship ? grants.find((grant) => grant.id === row.scholarship)?.title : undefined) ??
      (row.discount ? offers.find((offer) => offer.id === row.discount)?.discountName : undefined) ??
      row.description ??
      row.discountType ??
      '—',
    amount: row.discountAmount ?? '0.00',
  });
  return {
    feeInfo: fees.map((fee) => ({ label: fee.feeName, amount: fee.feeAmount })),
    discountInfo: given.filter((row) => !row.isScholarship && !row.scholarship).map(line),
    scholarshipInfo: given.filter((row) => row.isScholarship || row.scholarship).map(line),
    installmentInfo: plan.map((row) => ({ date: row.installmentDate, amount: row.amount })),
  };
};

/**
 * What the tables say about a student for an agreement: the student, their guardians (primary
 * first), their school, their first course, their latest invoice's billing details, and their
 * fees, discounts, scholarships and installments of the active season.
 */
export const agreementData = async (tx: Db, ctx: RequestContext, studentId: number): Promise<AgreementData> => {
  const { student, school } = await studentParties(tx, ctx, studentId);
  const family = await scoped(tx, ctx)
    .of(guardians)
    .list({ studentId: student.id }, { order: { isPrimary: 'desc', lastName: 'asc' } });
  const taken = await scoped(tx, ctx).of(studentCourses).first({ studentId: student.id });
  const course = taken ? await scoped(tx, ctx).of(courses, 'all').first({ id: taken.courseId }) : undefined;
  const invoice = await scoped(tx, ctx)
    .of(invoices)
    .first({ studentId: student.id }, { order: { invoiceDate: 'desc' } });
  const money = await moneyParts(tx, ctx, student.id);
  return {
    ...money,
    currency: school.currency,
    student: {
      name: student.name,
      lastName: student.lastName,
      studentNumber: student.studentNumber,
      nationalId: student.nationalId,
    },
    guardians: family.map((g) => ({ name: g.name, lastName: g.lastName, relation: g.relation, phone: g.phone })),
    school: { title: school.title, address: school.address },
    course: course ? { title: course.title } : null,
    invoiceInfo: invoice
      ? {
          title: invoice.invoiceTitle,
          address: invoice.invoiceAddress,
          taxOffice: invoice.invoiceVd,
          taxNumber: invoice.invoiceVno,
        }
      : undefined,
  };
};
