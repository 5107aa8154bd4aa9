import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { GRADING_SCALE_KINDS } from '../../grading/types.ts';
import { parseId } from '../../resource/values.ts';
import { ASSIGNMENT_KINDS, SCORE_STATUSES } from './assignments.resource.ts';

/** The course's id in the query (digits): anything else is a 422 naming `course`. */
const courseId = z.string({ error: 'validation.required' }).transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_number', input: value });
    return z.NEVER;
  }
  return id;
});

const band = z.object({ label: z.string(), gpaPoints: z.string().nullable(), passing: z.boolean() }).nullable();

/**
 * GET /api/classes/{id}/gradebook?course=: the teacher's grid in one read (docs/gradebook.md,
 * "The grid"): the class's students by name, the class's assignments of the course by due date,
 * every score, and each student's course grade by the course's policy. Teachers (of the class)
 * and staff only: a family has its own page and never an unreleased score. A fixed number of
 * statements whatever the size of the class.
 */
export const classGradebookAction = defineAction({
  name: 'classGradebook',
  method: 'GET',
  path: '/api/classes/{id}/gradebook',
  summary: "A class's gradebook of a course: students, assignments, scores and course grades",
  tags: ['assignment_scores'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  record: { resource: 'classes', across: 'reach' },
  input: { params: z.object({ id: idParam }), query: z.object({ course: courseId }) },
  output: z.object({
    class: z.object({ id: z.number().int(), title: z.string(), school: z.number().int() }),
    course: z.object({ id: z.number().int(), title: z.string() }),
    /** Null when the course names no policy and the school has no default: no grade is computed. */
    policy: z.number().int().nullable(),
    students: z.array(
      z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), studentNumber: z.string().nullable() }),
    ),
    assignments: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.enum(ASSIGNMENT_KINDS),
        dueDate: z.string().nullable(),
        maxPoints: z.string(),
        releasedAt: z.string().nullable(),
        gradingCategory: z.number().int().nullable(),
      }),
    ),
    scores: z.array(
      z.object({
        id: z.number().int(),
        assignment: z.number().int(),
        student: z.number().int(),
        scoreStatus: z.enum(SCORE_STATUSES),
        points: z.string().nullable(),
        comment: z.string().nullable(),
      }),
    ),
    /**
     * Each student's grade that stands (the teacher's when set: `override`), and the computed one
     * kept beside it (`computed`, null when the scores give none yet).
     */
    grades: z.array(
      z.object({
        student: z.number().int(),
        percent: z.string().nullable(),
        band,
        passed: z.boolean().nullable(),
        computed: z.object({ percent: z.string(), band }).nullable(),
        override: z.object({ grade: z.string(), reason: z.string(), releasedAt: z.string().nullable() }).nullable(),
      }),
    ),
    /** How the course's scale shows a grade (`displayGrade`); null with no policy. */
    scaleKind: z.enum(GRADING_SCALE_KINDS).nullable(),
  }),
  responses: { 404: 'A class or course out of reach (a class the teacher does not teach)' },
});
