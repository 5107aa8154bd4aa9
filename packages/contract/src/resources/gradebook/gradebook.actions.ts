import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam, queryIdParam } from '../../action/params.ts';
import { GRADING_METHODS, GRADING_SCALE_KINDS, MISSING_WORK_RULES, ROUNDING_RULES } from '../../grading/types.ts';

const queryId = queryIdParam;

const band = z.object({ label: z.string(), gpaPoints: z.string().nullable(), passing: z.boolean() }).nullable();

const scoreLine = z.object({
  id: z.union([z.string(), z.number()]),
  category: z.string().nullable(),
  status: z.enum(['counted', 'dropped', 'excused', 'missing_zero', 'missing_excluded', 'no_category']),
  earned: z.string().nullable(),
  possible: z.string(),
  latePenalty: z.object({ daysLate: z.number().int(), percent: z.string(), points: z.string() }).nullable(),
  counted: z.string().nullable(),
});

const computed = z.object({ percent: z.string(), band, passed: z.boolean() });

/** The teacher's grade: as the scale writes it, its percent (none when a band was given) and the reason. */
const override = z.object({
  grade: z.string(),
  percent: z.string().nullable(),
  band,
  passed: z.boolean(),
  reason: z.string(),
});

/** The arithmetic's explanation (`CourseGradeResult['explanation']`, docs/gradebook.md "The arithmetic"). */
const explanation = z
  .object({
    method: z.enum(GRADING_METHODS),
    scaleKind: z.enum(GRADING_SCALE_KINDS),
    missing: z.enum(MISSING_WORK_RULES),
    rounding: z.enum(ROUNDING_RULES),
    decimals: z.number().int(),
    passMark: z.string(),
    categories: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        weight: z.number(),
        appliedWeight: z.string().nullable(),
        earned: z.string(),
        possible: z.string(),
        percent: z.string().nullable(),
        dropLowest: z.number().int(),
        dropped: z.array(z.union([z.string(), z.number()])),
        empty: z.boolean(),
        scores: z.array(scoreLine),
      }),
    ),
    uncategorised: z.array(scoreLine),
    notes: z.array(
      z.discriminatedUnion('code', [
        z.object({ code: z.literal('weight_shared'), categories: z.array(z.string()), weight: z.number() }),
        z.object({ code: z.literal('weights_total'), total: z.number() }),
        z.object({ code: z.literal('drop_kept_one'), category: z.string(), asked: z.number(), dropped: z.number() }),
        z.object({ code: z.literal('no_grade') }),
      ]),
    ),
    computed: computed.nullable(),
    override: override.nullable(),
  })
  .meta({ description: 'Per category its weight, points and each score’s fate; the notes a reader needs' });

/**
 * GET /api/students/{id}/course_grade?class=&course=: one student's grade in one course of a class,
 * computed by the contract's `courseGrade` on the stored policy and scale from the scores the
 * caller may read. A parent or student reads it from released scores only (the scores' own
 * visibility); staff and the class's teachers from every score.
 */
const courseGradeOutput = z.object({
  student: z.number().int(),
  class: z.number().int(),
  course: z.number().int(),
  policy: z.number().int(),
  scale: z.number().int(),
  /** Null with a band: the teacher gave a band; null with none: no grade yet. */
  percent: z.string().nullable(),
  band,
  passed: z.boolean().nullable(),
  explanation,
  /** The grades a teacher may give on the course's scale: its bands' labels, highest first; null when it takes a percent. */
  scaleGrades: z.array(z.string()).nullable(),
  /** The stored override (its id, release), for whoever may read it; null when none is set or, for a family, released. */
  override: z
    .object({ id: z.number().int(), grade: z.string(), reason: z.string(), releasedAt: z.string().nullable() })
    .nullable(),
});

export const studentCourseGradeAction = defineAction({
  name: 'studentCourseGrade',
  method: 'GET',
  path: '/api/students/{id}/course_grade',
  summary: "A student's grade in a course of a class, with how it is reached",
  tags: ['assignment_scores'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }), query: z.object({ class: queryId, course: queryId }) },
  output: courseGradeOutput,
  responses: {
    404: 'A student, class or course out of reach',
    422: 'The course has no grading policy and the school no default one',
  },
});

/** Teachers of the class and staff: a family reads the grade, never sets it. */
const setters = ['headquarters', 'campus', 'school', 'teacher'] as const;

/**
 * PUT /api/students/{id}/course_grade/override?class=&course=: a teacher of the class (or staff)
 * sets the student's grade in the course, on its scale, with the reason (docs/gradebook.md, "Term
 * grades and overrides"); the computed grade is kept beside it. `released` shows it to the family
 * from now (true) or hides it again (false); left out, it stays as it was. Answers the course grade.
 */
export const setGradeOverrideAction = defineAction({
  name: 'setGradeOverride',
  method: 'PUT',
  path: '/api/students/{id}/course_grade/override',
  summary: "Set a teacher's grade for a student in a course, with its reason",
  tags: ['assignment_scores'],
  access: setters,
  record: { resource: 'students', across: 'reach' },
  transactional: true,
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ class: queryId, course: queryId }),
    body: z.object({
      grade: z.string({ error: 'validation.required' }).max(10),
      reason: z.string({ error: 'validation.required' }).max(1000),
      released: z.boolean().optional(),
    }),
  },
  output: courseGradeOutput,
  responses: {
    404: 'A student, class or course out of reach (a class the teacher does not teach)',
    422: 'A grade not on the course’s scale, no reason, a student not in the class, or a course with no policy',
  },
});

/** DELETE of the same path: the computed grade stands again. Answers the course grade. */
export const removeGradeOverrideAction = defineAction({
  name: 'removeGradeOverride',
  method: 'DELETE',
  path: '/api/students/{id}/course_grade/override',
  summary: "Remove a teacher's grade: the computed one stands again",
  tags: ['assignment_scores'],
  access: setters,
  record: { resource: 'students', across: 'reach' },
  transactional: true,
  input: { params: z.object({ id: idParam }), query: z.object({ class: queryId, course: queryId }) },
  output: courseGradeOutput,
  responses: { 404: 'A student, class or course out of reach (a class the teacher does not teach)' },
});

/**
 * POST /api/assignments/{id}/release: the assignment's scores shown to families from now, stamped
 * by the server on the school's wall clock (`releasedAt`). The grid's "Release to families": a
 * time the teacher's device sent would be on its own clock, and a phone on another zone's time
 * could hide a release for hours. Through the generic update path (the teacher's own assignment,
 * audited). Answers the time stamped.
 */
export const releaseAssignmentAction = defineAction({
  name: 'releaseAssignment',
  method: 'POST',
  path: '/api/assignments/{id}/release',
  summary: "Release an assignment's scores to families now, on the school's clock",
  tags: ['assignments'],
  access: setters,
  record: { resource: 'assignments', across: 'reach', operation: 'update' },
  transactional: true,
  input: { params: z.object({ id: idParam }) },
  output: z.object({ id: z.number(), releasedAt: z.string() }),
  responses: { 404: 'An assignment out of reach (another teacher’s class)' },
});
