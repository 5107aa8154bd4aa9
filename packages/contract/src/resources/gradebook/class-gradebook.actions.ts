import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam, queryIdParam } from '../../action/params.ts';
import { GRADING_SCALE_KINDS } from '../../grading/types.ts';
import { INT4_MAX } from '../../resource/values.ts';
import { ASSIGNMENT_KINDS, SCORE_STATUSES } from './assignments.resource.ts';

const courseId = queryIdParam;

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
        /** The exam whose results are this work's scores: typed there, read-only in the grid. */
        exam: z.number().int().nullable(),
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

/** The most cells one save takes: a whole 40 × 60 grid pasted at once. */
export const MAX_GRID_CELLS = 2400;

const cellId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

const gridCell = z.object({
  assignment: cellId,
  student: cellId,
  /** Null clears the cell: the score is deleted. */
  scoreStatus: z.enum(SCORE_STATUSES, { error: 'validation.invalid_choice' }).nullable(),
  /** Exact decimal text ("12.5"), never a float; the score's own rules check it against the maximum. */
  points: z.string({ error: 'validation.invalid_number' }).max(12, { error: 'validation.too_large' }).nullish(),
  comment: z.string({ error: 'validation.required' }).max(1000, { error: 'validation.too_long' }).nullish(),
});

/**
 * PUT /api/classes/{id}/gradebook/scores?course=: the grid's cells changed in one burst, saved in
 * one transaction (docs/gradebook.md, "Saving"): each cell is created, changed or cleared through
 * the scores' own write path (their rules, the teacher's own grant, the audit trail), and any cell
 * refused refuses the whole save, every refused cell named (`cells[3].points`), so nothing is
 * half-saved. Repeatable with an `Idempotency-Key`: a retried burst is saved once. Answers each
 * cell's score id (null once cleared), in the order sent.
 */
export const saveGradebookScoresAction = defineAction({
  name: 'saveGradebookScores',
  method: 'PUT',
  path: '/api/classes/{id}/gradebook/scores',
  summary: "Save many cells of a class's gradebook in one transaction",
  tags: ['assignment_scores'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  record: { resource: 'classes', across: 'reach' },
  idempotent: true,
  transactional: true,
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ course: courseId }),
    body: z.object({
      cells: z
        .array(gridCell, { error: 'validation.required' })
        .min(1, { error: 'validation.required' })
        .max(MAX_GRID_CELLS, { error: 'validation.too_large' }),
    }),
  },
  output: z.object({
    cells: z.array(
      z.object({ assignment: z.number().int(), student: z.number().int(), id: z.number().int().nullable() }),
    ),
  }),
  responses: {
    404: 'A class or course out of reach (a class the teacher does not teach)',
    422: 'A cell refused: work not of this class and course, a student not in the class, points above the maximum',
  },
});
