import { z } from 'zod';
import { defineAction, type ActionOutput } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const gpaFigures = z.object({
  unweighted: z
    .string()
    .nullable()
    .meta({ description: 'Credit-weighted mean of the GPA points; null when no course counts' }),
  weighted: z
    .string()
    .nullable()
    .meta({ description: 'The same with each course’s honours bonus (none is recorded yet: equal to unweighted)' }),
  credits: z.string().meta({ description: 'The credits the GPA counted' }),
  creditsEarned: z.string().meta({ description: 'The credits of passed courses' }),
});

const transcriptCourse = z.object({
  course: z.number().int(),
  title: z.string().meta({ description: 'The course’s title in the reader’s language' }),
  code: z.string().nullable(),
  credits: z.string().meta({ description: 'What the course weighs (1 when the school gives none)' }),
  percent: z.string().nullable(),
  grade: z.string().nullable().meta({ description: 'The band’s label ("A", "5", "Pekiyi")' }),
  gpaPoints: z.string().nullable(),
  passed: z.boolean().nullable(),
  counted: z.boolean().meta({ description: 'Whether the GPA counts it: a grade with GPA points' }),
});

const transcriptSeason = z.object({
  season: z.number().int(),
  seasonTitle: z.string(),
  schoolTitle: z.string(),
  classTitle: z.string(),
  courses: z.array(transcriptCourse),
  gpa: gpaFigures,
  rank: z
    .object({
      position: z.number().int().meta({ description: '1 is the highest GPA; equal GPAs share a place' }),
      of: z.number().int().meta({ description: 'The classmates with a GPA' }),
    })
    .nullable()
    .meta({
      description:
        "The student's place in the class by the season's GPA, from released work only; null when the school gives no ranks (`schools.transcriptRank`) or the student has no GPA",
    }),
});

/**
 * GET /api/students/{id}/transcript: a student's courses, grades and credits season by season
 * across the schools of the group the caller reaches, with each season's GPA and the cumulative
 * one (docs/gradebook.md, "Transcripts"). A family reads its own child's, from released scores
 * only; staff of the group read all of theirs.
 */
export const studentTranscriptAction = defineAction({
  name: 'studentTranscript',
  method: 'GET',
  path: '/api/students/{id}/transcript',
  summary: "A student's transcript: courses, grades, credits and GPA per season and in all",
  tags: ['assignment_scores'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    student: z.object({
      id: z.number().int(),
      name: z.string(),
      lastName: z.string(),
      studentNumber: z.string().nullable(),
    }),
    seasons: z.array(transcriptSeason),
    cumulative: gpaFigures,
  }),
  responses: { 404: 'A student out of reach' },
});

/** GET /api/students/{id}/transcript/pdf: the same transcript on paper, in the caller's language. */
export const studentTranscriptPdfAction = defineAction({
  name: 'studentTranscriptPdf',
  method: 'GET',
  path: '/api/students/{id}/transcript/pdf',
  summary: "Print a student's transcript (PDF)",
  tags: ['assignment_scores'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/pdf',
  responses: { 404: 'A student out of reach' },
});

/**
 * GET /api/students/{id}/transcript/csv: the same transcript as data for a spreadsheet or another
 * system: a line per course of each season (season, school, class, course, code, credits, score,
 * grade, GPA points, passed), headed in the caller's language; read as the JSON is.
 */
export const studentTranscriptCsvAction = defineAction({
  name: 'studentTranscriptCsv',
  method: 'GET',
  path: '/api/students/{id}/transcript/csv',
  summary: "A student's transcript as CSV, a line per course and season",
  tags: ['assignment_scores'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'text/csv',
  responses: { 404: 'A student out of reach' },
});

export type StudentTranscript = ActionOutput<typeof studentTranscriptAction>;

/**
 * GET /api/students/{id}/graduation_progress: the student's credits against each graduation
 * requirement of their school (docs/gradebook.md, "Graduation requirements"), from the transcript's
 * passed courses as the caller reads them (a family's from released work only).
 */
export const graduationProgressAction = defineAction({
  name: 'graduationProgress',
  method: 'GET',
  path: '/api/students/{id}/graduation_progress',
  summary: "A student's credits against their school's graduation requirements",
  tags: ['graduation_requirements'],
  access: { resource: 'graduation_requirements', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    requirements: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        subject: z.string().nullable().meta({ description: 'The subject’s title; null: every course counts' }),
        required: z.number().int(),
        earned: z.number().int().meta({ description: 'Credits of passed courses that count for it' }),
        met: z.boolean(),
      }),
    ),
    creditsEarned: z.number().int().meta({ description: 'Credits of every passed course' }),
    programme: z
      .string()
      .nullable()
      .meta({ description: 'The programme the student follows; null: the common requirements only' }),
  }),
  responses: { 404: 'A student out of reach' },
});

export type GraduationProgress = ActionOutput<typeof graduationProgressAction>;

/**
 * GET /api/classes/{id}/graduation_progress: each student of a class against their school's
 * graduation requirements (the common ones and their programme's; the columns are every
 * requirement that is some student's of the class) (docs/gradebook.md, "Graduation requirements"), for the staff who advise
 * them: the same count as the student's own progress, as staff read it (all graded work).
 */
export const classGraduationProgressAction = defineAction({
  name: 'classGraduationProgress',
  method: 'GET',
  path: '/api/classes/{id}/graduation_progress',
  summary: "A class's students against their school's graduation requirements",
  tags: ['graduation_requirements'],
  access: ['headquarters', 'campus', 'school'],
  record: { resource: 'classes', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    class: z.object({ id: z.number().int(), title: z.string() }),
    requirements: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        subject: z.string().nullable().meta({ description: 'The subject’s title; null: every course counts' }),
        programme: z
          .string()
          .nullable()
          .meta({ description: 'The programme whose students it is for; null: every student' }),
        required: z.number().int(),
      }),
    ),
    students: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        lastName: z.string(),
        studentNumber: z.string().nullable(),
        programme: z.string().nullable().meta({ description: 'The programme the student follows, if any' }),
        earned: z.array(z.number().int().nullable()).meta({
          description:
            'Credits counted for each requirement, in the order of `requirements`; null where it is of another programme',
        }),
        met: z.number().int().meta({ description: 'How many of the student’s requirements are met' }),
        applicable: z.number().int().meta({ description: 'How many requirements are the student’s' }),
        creditsEarned: z.number().int().meta({ description: 'Credits of every passed course' }),
      }),
    ),
  }),
  responses: { 404: 'A class out of reach' },
});

export type ClassGraduationProgress = ActionOutput<typeof classGraduationProgressAction>;
