import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { GRADING_METHODS, MISSING_WORK_RULES, ROUNDING_RULES } from '../../grading/types.ts';
import { parseId } from '../../resource/values.ts';

/** A record id in the query (digits): anything else is a 422 naming the parameter. */
const queryId = z.string({ error: 'validation.required' }).transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_number', input: value });
    return z.NEVER;
  }
  return id;
});

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

/** The arithmetic's explanation (`CourseGradeResult['explanation']`, docs/gradebook.md "The arithmetic"). */
const explanation = z
  .object({
    method: z.enum(GRADING_METHODS),
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
    override: computed.extend({ reason: z.string() }).nullable(),
  })
  .meta({ description: 'Per category its weight, points and each score’s fate; the notes a reader needs' });

/**
 * GET /api/students/{id}/course_grade?class=&course=: one student's grade in one course of a class,
 * computed by the contract's `courseGrade` on the stored policy and scale from the scores the
 * caller may read. A parent or student reads it from released scores only (the scores' own
 * visibility); staff and the class's teachers from every score.
 */
export const studentCourseGradeAction = defineAction({
  name: 'studentCourseGrade',
  method: 'GET',
  path: '/api/students/{id}/course_grade',
  summary: "A student's grade in a course of a class, with how it is reached",
  tags: ['assignment_scores'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }), query: z.object({ class: queryId, course: queryId }) },
  output: z.object({
    student: z.number().int(),
    class: z.number().int(),
    course: z.number().int(),
    policy: z.number().int(),
    scale: z.number().int(),
    percent: z.string().nullable(),
    band,
    passed: z.boolean().nullable(),
    explanation,
  }),
  responses: {
    404: 'A student, class or course out of reach',
    422: 'The course has no grading policy and the school no default one',
  },
});
