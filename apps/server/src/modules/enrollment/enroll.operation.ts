import {
  compareMoney,
  enrollments,
  guardians,
  studentDiscounts,
  studentFees,
  students,
  validateRecord,
  type RowOf,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from '../finance/balance.operation.ts';
import { planInstallments } from '../finance/plan.operation.ts';
import { chosenClass, placeInClass } from './class-placement.operation.ts';
import {
  accountWithoutEmail,
  inviteParent,
  linkEarlierRecord,
  schoolLanguage,
  splitGuardian,
} from './guardian-accounts.operation.ts';
import { seasonPair } from './seasons.ts';
import { checkNumberFree, nextStudentNumber } from './student-number.operation.ts';
import { within } from './within.ts';

export interface FeeInput {
  feeName: string;
  feeAmount: string;
}

export interface EnrollInput {
  student: Record<string, unknown>;
  guardians: Record<string, unknown>[];
  gradeLevel: number;
  courseId?: number | null;
  classId?: number | null;
  enrollmentDate: string;
  fees: FeeInput[];
  discounts: {
    discount?: number | null;
    scholarship?: number | null;
    discountType?: 'percentage' | 'amount' | 'free';
    discountAmount?: string | null;
    description?: string | null;
  }[];
  plan?: { total?: string; downPayment: string; count: number; firstDate: string } | null;
  agreement?: { agreement: number; signatureDate: string } | null;
}

export interface Enrolled {
  enrollment: RowOf<typeof enrollments>;
  studentNumber: string | null;
  classId: number | null;
  guardians: number[];
  invited: number[];
  fees: number[];
  discounts: number[];
  installments: Awaited<ReturnType<typeof planInstallments>>;
}

/** The fields a wizard step owns but the command carries at its top level. */
const TOP_LEVEL = ['gradeLevel', 'enrollmentDate', 'courseId', 'classId'];

const existingGuardianId = (body: Record<string, unknown>): number | undefined =>
  typeof body.guardianId === 'number' && Number.isInteger(body.guardianId) && body.guardianId > 0
    ? body.guardianId
    : undefined;

/**
 * Every mistake of the student and new guardians at once, before anything is written: the step
 * a user fills in first shows all its messages together. The rules are the resources' own.
 */
const checkPeople = (school: number, input: EnrollInput): Violation[] => {
  const found: Violation[] = [];
  const student = validateRecord(students, 'create', { ...input.student, school, gradeLevel: input.gradeLevel });
  if (!student.ok) found.push(...student.violations.map((v) => ({ ...v, propertyPath: `student.${v.propertyPath}` })));
  for (const [index, body] of input.guardians.entries()) {
    if (existingGuardianId(body) !== undefined) continue;
    // The student does not exist yet: any id stands in for it while the fields are checked.
    const guardian = validateRecord(guardians, 'create', { ...splitGuardian(body).fields, school, studentId: 1 });
    if (!guardian.ok)
      found.push(...guardian.violations.map((v) => ({ ...v, propertyPath: `guardians[${index}].${v.propertyPath}` })));
    found.push(...accountWithoutEmail(index, body));
  }
  return found;
};

/**
 * A new guardian as sent, or a copy of an existing guardian record (a sibling's parent) for the
 * new student, with its account: the family's records share it, so the parent sees every child.
 */
const guardianBody = async (
  tx: Db,
  ctx: RequestContext,
  body: Record<string, unknown>,
  index: number,
): Promise<{ data: Record<string, unknown>; earlier?: number }> => {
  const id = existingGuardianId(body);
  if (id === undefined) return { data: splitGuardian(body).fields };
  const known = await within(`guardians[${index}]`, () => scoped(tx, ctx).of(guardians).get(id), {
    missing: 'guardianId',
  });
  if (body.account === true && !known.user && !known.email) {
    throw unprocessable([{ propertyPath: `guardians[${index}].email`, message: 'validation.account_needs_email' }]);
  }
  const data = {
    relation: known.relation,
    name: known.name,
    lastName: known.lastName,
    phone: known.phone,
    email: known.email,
    occupation: known.occupation,
    user: known.user,
    isPrimary: known.isPrimary,
  };
  return { data, earlier: known.id };
};

/**
 * The guardians of the new student, each new or a sibling's copy; a guardian offered an account
 * who has none gets one (invited in their language, the school's by default), linked to this
 * record and, for a sibling's parent, to the earlier one too.
 */
const addGuardians = async (
  tx: Db,
  ctx: RequestContext,
  owner: { school: number; studentId: number },
  entries: readonly Record<string, unknown>[],
): Promise<{ family: number[]; invited: number[] }> => {
  const family: number[] = [];
  const invited: number[] = [];
  const fallback = await schoolLanguage(tx, ctx, owner.school);
  for (const [index, body] of entries.entries()) {
    const { data, earlier } = await guardianBody(tx, ctx, body, index);
    const { offer } = splitGuardian(body);
    let user = typeof data.user === 'number' ? data.user : null;
    if (offer.account && user === null) {
      user = await inviteParent(tx, ctx, index, {
        school: owner.school,
        name: data.name,
        lastName: data.lastName,
        email: data.email,
        language: offer.language ?? fallback,
      });
      invited.push(user);
      if (earlier !== undefined) await linkEarlierRecord(tx, ctx, earlier, user);
    }
    const row = await within(`guardians[${index}]`, () =>
      create(tx, ctx, guardians, { ...data, user, school: owner.school, studentId: owner.studentId }),
    );
    family.push(row.id);
  }
  return { family, invited };
};

/**
 * Enrols a new student in the active season (issue 13, item 7), inside the command's one
 * transaction: the student, their guardians, the enrolment row (grade level, course, agreement
 * and its signature date), the fees (auto-applied discounts follow, as on `POST
 * /api/student_fees`), the chosen discounts and scholarships, and the installment plan within
 * the fee settings. Each part goes through the same create operation or named operation as its
 * own endpoint, so the rules, the audit trail and the ledger lock are theirs; a refusal in any
 * part rolls back every part before it.
 */
export const enrollStudent = async (tx: Db, ctx: RequestContext, input: EnrollInput): Promise<Enrolled> => {
  const { active } = await seasonPair(tx, ctx);
  const school = active.school;
  const season = active.id;
  const people = checkPeople(school, input);
  if (people.length > 0) throw unprocessable(people);
  const placement = input.classId
    ? await chosenClass(tx, ctx, input.classId, { season, gradeLevel: input.gradeLevel })
    : undefined;
  const studentNumber = await numberFor(tx, ctx, active, input);
  const student = await within(
    'student',
    () =>
      create(tx, ctx, students, {
        ...input.student,
        studentNumber,
        school,
        gradeLevel: input.gradeLevel,
        enrollmentDate: input.enrollmentDate,
        isActive: true,
      }),
    { topLevel: TOP_LEVEL },
  );
  const { family, invited } = await addGuardians(tx, ctx, { school, studentId: student.id }, input.guardians);
  if (placement)
    await placeInClass(tx, ctx, { school, studentId: student.id, classId: placement.row.id, terms: placement.terms });
  const courseId = input.courseId ?? null;
  const enrollment = await within(
    'agreement',
    () =>
      create(tx, ctx, enrollments, {
        school,
        season,
        studentId: student.id,
        gradeLevel: input.gradeLevel,
        courseId,
        enrollmentDate: input.enrollmentDate,
        isReturning: false,
        agreement: input.agreement?.agreement ?? null,
        signatureDate: input.agreement?.signatureDate ?? null,
      }),
    { topLevel: TOP_LEVEL },
  );
  const fees = await addFees(tx, ctx, { school, season, studentId: student.id, courseId }, input.fees);
  const given: number[] = [];
  for (const [index, discount] of input.discounts.entries()) {
    const row = await within(`discounts[${index}]`, () =>
      create(tx, ctx, studentDiscounts, {
        school,
        studentId: student.id,
        courseId,
        discount: discount.discount ?? null,
        scholarship: discount.scholarship ?? null,
        isScholarship: Boolean(discount.scholarship),
        ...(discount.discountType ? { discountType: discount.discountType } : {}),
        discountAmount: discount.discountAmount ?? null,
        description: discount.description ?? null,
        addedAt: input.enrollmentDate,
      }),
    );
    given.push(row.id);
  }
  const installments = input.plan ? await makePlan(tx, ctx, student.id, courseId, input.plan) : [];
  return {
    enrollment,
    studentNumber: student.studentNumber,
    classId: placement?.row.id ?? null,
    guardians: family,
    invited,
    fees,
    discounts: given,
    installments,
  };
};

/** A number typed for the student is kept (if no other student of the school has it); else the school's pattern makes one. */
const numberFor = async (
  tx: Db,
  ctx: RequestContext,
  season: Awaited<ReturnType<typeof seasonPair>>['active'],
  input: EnrollInput,
): Promise<string> => {
  const typed = input.student.studentNumber;
  if (typeof typed === 'string' && typed.trim() !== '') {
    await checkNumberFree(tx, ctx, season.school, typed.trim());
    return typed.trim();
  }
  return nextStudentNumber(tx, ctx, season, input.enrollmentDate);
};

/** The student's fees of the season, each through the fee's own create (its auto-applied discounts come with it). */
export const addFees = async (
  tx: Db,
  ctx: RequestContext,
  owner: { school: number; season: number; studentId: number; courseId: number | null },
  fees: readonly FeeInput[],
): Promise<number[]> => {
  const ids: number[] = [];
  for (const [index, fee] of fees.entries()) {
    const row = await within(`fees[${index}]`, () => create(tx, ctx, studentFees, { ...owner, ...fee }));
    ids.push(row.id);
  }
  return ids;
};

/** The plan of `POST /api/installments/plan`, its total by default what the fees leave after discounts. */
const makePlan = async (
  tx: Db,
  ctx: RequestContext,
  studentId: number,
  courseId: number | null,
  plan: NonNullable<EnrollInput['plan']>,
): ReturnType<typeof planInstallments> => {
  const total = plan.total ?? (await studentBalance(tx, ctx, studentId)).remaining;
  if (compareMoney(total, 0) <= 0) throw violation('plan.total', 'validation.too_small');
  return within('plan', () =>
    planInstallments(tx, ctx, {
      studentId,
      courseId,
      total,
      downPayment: plan.downPayment,
      count: plan.count,
      firstDate: plan.firstDate,
    }),
  );
};
