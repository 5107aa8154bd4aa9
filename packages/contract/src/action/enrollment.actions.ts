import { z } from 'zod';
import { STUDENT_DISCOUNT_TYPES } from '../resources/student-finance/discounts.resource.ts';
import { defineAction } from './define.ts';
import { amountOrZero, day, installmentRow, planTerms, positiveAmount, recordId } from './finance.actions.ts';

/** A record's own fields, checked by the server with the very rules of its `POST /api/<resource>`. */
const recordFields = (description: string) =>
  z.record(z.string(), z.unknown(), { error: 'validation.required' }).meta({ description });

const fee = z.object({
  feeName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(150, {
    error: 'validation.too_long',
  }),
  feeAmount: positiveAmount,
});

const studentDiscount = z.object({
  discount: recordId.optional().nullable(),
  scholarship: recordId.optional().nullable(),
  discountType: z.enum(STUDENT_DISCOUNT_TYPES, { error: 'validation.invalid_choice' }).optional(),
  discountAmount: amountOrZero.optional().nullable(),
  description: z.string().max(1000, { error: 'validation.too_long' }).optional().nullable(),
});

/**
 * POST /api/enrollments/enroll: a new student with their guardians (new, or copied from an
 * existing guardian record such as a sibling's, `{ guardianId }`), grade level and course,
 * fees, discounts and scholarships, installment plan and agreement, saved in one transaction:
 * all of it or nothing. Every refusal is a 422 naming its field under its step (`student.name`,
 * `guardians[1].relation`, `fees[0].feeAmount`, `discounts[0].discountAmount`, `plan.count`,
 * `agreement.signatureDate`).
 */
export const enrollStudentAction = defineAction({
  name: 'enrollStudent',
  method: 'POST',
  path: '/api/enrollments/enroll',
  summary: 'Enrol a new student with guardians, fees, discounts, plan and agreement in one command',
  tags: ['enrollments'],
  access: { resource: 'enrollments', operation: 'create' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: {
    body: z.object({
      student: recordFields('The student (the fields of POST /api/students)'),
      guardians: z
        .array(recordFields('A new guardian (the fields of POST /api/guardians) or { guardianId } of an existing one'))
        .min(1, { error: 'validation.guardian_required' })
        .max(6, { error: 'validation.too_large' }),
      gradeLevel: recordId,
      courseId: recordId.optional().nullable(),
      enrollmentDate: day,
      fees: z.array(fee).max(50, { error: 'validation.too_large' }).default([]),
      discounts: z.array(studentDiscount).max(20, { error: 'validation.too_large' }).default([]),
      // Left without a total, the plan covers what the fees leave after discounts.
      plan: z.object({ total: positiveAmount.optional() }).extend(planTerms.shape).optional().nullable(),
      agreement: z.object({ agreement: recordId, signatureDate: day }).optional().nullable(),
    }),
  },
  output: z.object({
    id: z.number().int(),
    studentId: z.number().int(),
    guardians: z.array(z.number().int()),
    fees: z.array(z.number().int()),
    discounts: z.array(z.number().int()),
    installments: z.array(installmentRow),
  }),
});

/**
 * POST /api/enrollments/reenroll: last season's students (enrolled in the school's previous
 * season, not yet in the active one) enrolled into the active season as returning, each with
 * the chosen fees and, with `promote`, one grade level up. Their guardians are the student's own
 * records and come along unchanged.
 */
export const reenrollStudentsAction = defineAction({
  name: 'reenrollStudents',
  method: 'POST',
  path: '/api/enrollments/reenroll',
  summary: "Re-enrol last season's students into the active season with new fees",
  tags: ['enrollments'],
  access: { resource: 'enrollments', operation: 'create' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: {
    body: z.object({
      studentIds: z
        .array(recordId)
        .min(1, { error: 'validation.required' })
        .max(500, { error: 'validation.too_large' }),
      enrollmentDate: day,
      fees: z.array(fee).max(50, { error: 'validation.too_large' }).default([]),
      // Each student moves up to the school's next active grade level (by order); the last stays.
      promote: z.boolean().default(false),
    }),
  },
  output: z.object({ items: z.array(z.object({ id: z.number().int(), studentId: z.number().int() })) }),
});

const titled = z.object({ id: z.number().int(), title: z.string() });

/** GET /api/enrollments/previous_season: last season's students not yet enrolled in the active season. */
export const previousSeasonStudentsAction = defineAction({
  name: 'previousSeasonStudents',
  method: 'GET',
  path: '/api/enrollments/previous_season',
  summary: "Last season's students of the school not yet enrolled in the active season",
  tags: ['enrollments'],
  access: { resource: 'enrollments', operation: 'list' },
  output: z.object({
    season: titled.nullable(),
    students: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        lastName: z.string(),
        studentNumber: z.string().nullable(),
        gradeLevel: z.string().nullable(),
        guardians: z.array(z.string()),
      }),
    ),
  }),
});

/** GET /api/enrollments/season: the active season's enrolments with the names a list shows. */
export const seasonEnrollmentsAction = defineAction({
  name: 'seasonEnrollments',
  method: 'GET',
  path: '/api/enrollments/season',
  summary: "The active season's enrolments: student, grade level, course, date, new or returning, agreement",
  tags: ['enrollments'],
  access: { resource: 'enrollments', operation: 'list' },
  output: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        studentId: z.number().int(),
        name: z.string(),
        lastName: z.string(),
        studentNumber: z.string().nullable(),
        gradeLevel: z.string().nullable(),
        course: z.string().nullable(),
        enrollmentDate: z.string(),
        isReturning: z.boolean(),
        agreement: z.string().nullable(),
        signatureDate: z.string().nullable(),
      }),
    ),
  }),
});

const counts = z.object({
  newCount: z.number().int(),
  returning: z.number().int(),
  total: z.number().int(),
  lastSeason: z.number().int(),
});

/** GET /api/enrollments/dashboard: counts by grade level, new against returning, against last season. */
export const enrollmentDashboardAction = defineAction({
  name: 'enrollmentDashboard',
  method: 'GET',
  path: '/api/enrollments/dashboard',
  summary: 'Enrolment counts by grade level, new and returning, against last season',
  tags: ['enrollments'],
  access: { resource: 'enrollments', operation: 'list' },
  output: z.object({
    season: titled.nullable(),
    previousSeason: titled.nullable(),
    rows: z.array(counts.extend({ gradeLevel: z.string().nullable() })),
    totals: counts,
  }),
});
