import { z } from 'zod';
import { defineAction } from './define.ts';
import { idParam, langParam } from './params.ts';

/** The spec's periods of the daily cash and enrolment charts (lower case, as the client sends them). */
export const STATS_PERIODS = ['week', 'month', 'year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

const money = z.string().meta({ description: 'A decimal amount with two places, e.g. "1250.00"' });
const schoolParams = z.object({ lang: langParam, schoolId: idParam });
const periodParams = z.object({ lang: langParam, schoolId: idParam, period: z.enum(STATS_PERIODS) });
const staff = ['headquarters', 'campus', 'school'] as const;

/** GET /{lang}/stats/{schoolId}/basic: the dashboard's four figures of one school (and the schools below it). */
export const basicStatsAction = defineAction({
  name: 'basicStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/{schoolId}/basic',
  summary: 'Users, students, today’s cash and today’s enrolments of a school',
  tags: ['stats'],
  access: staff,
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: schoolParams },
  output: z.object({
    numberOfUsers: z.number().int(),
    numberOfStudents: z.number().int().meta({ description: 'Active students' }),
    dailyCash: money.meta({ description: 'Payments minus refunds dated today on the school clock' }),
    dailyEnrollments: z.number().int().meta({ description: 'Students whose enrolment date is today' }),
  }),
  responses: { 404: 'No such school in the caller’s reach' },
});

/** One bar of a chart over time: `date` is a day (`YYYY-MM-DD`), or a month (`YYYY-MM`) for the year. */
const cashPoint = z.object({ date: z.string(), amount: money, count: z.number().int() });
const countPoint = z.object({ date: z.string(), count: z.number().int() });

/** GET /{lang}/stats/{schoolId}/daily-cash/{period}: collections per day (per month over a year). */
export const dailyCashStatsAction = defineAction({
  name: 'dailyCashStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/{schoolId}/daily-cash/{period}',
  summary: 'Collections per day of the last week or month, per month of the last year',
  tags: ['stats'],
  access: staff,
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: periodParams },
  output: z.object({ dailyCash: z.array(cashPoint) }),
  responses: { 404: 'No such school in the caller’s reach' },
});

/** GET /{lang}/stats/{schoolId}/enrollments/{period}: enrolments per day (per month over a year). */
export const enrollmentStatsAction = defineAction({
  name: 'enrollmentStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/{schoolId}/enrollments/{period}',
  summary: 'Students enrolled per day of the last week or month, per month of the last year',
  tags: ['stats'],
  access: staff,
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: periodParams },
  output: z.object({ stats: z.array(countPoint) }),
  responses: { 404: 'No such school in the caller’s reach' },
});

/** GET /{lang}/stats/usage: sign-ins and page views per day of the active school's subtree. */
export const usageStatsAction = defineAction({
  name: 'usageStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/usage',
  summary: 'Sign-ins and page views per day of the last two weeks (from the page-view events)',
  tags: ['stats'],
  access: staff,
  input: { params: z.object({ lang: langParam }) },
  output: z.object({
    usageStats: z.array(z.object({ date: z.string(), logins: z.number().int(), pageViews: z.number().int() })),
  }),
});

const overdueRow = z.object({
  installmentId: z.number().int(),
  studentId: z.number().int(),
  student: z.string(),
  school: z.string().nullable().meta({ description: 'The installment’s school (headquarters see several)' }),
  gradeLevel: z.string().nullable(),
  installmentDate: z.string(),
  amount: money,
  phone: z.string().nullable().meta({ description: 'The first guardian’s phone that is known' }),
});

const gradeRow = z.object({
  gradeLevel: z.string().nullable().meta({ description: 'null: students without a grade level' }),
  dueThisMonth: money,
  collectedThisMonth: money,
  overdue: money,
});

/** GET /{lang}/stats/{schoolId}/finance: the finance dashboard, summed exactly on the server. */
export const financeStatsAction = defineAction({
  name: 'financeStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/{schoolId}/finance',
  summary: 'Today’s cash, this month’s collections against what falls due, overdue installments by grade level',
  tags: ['stats'],
  access: staff,
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: schoolParams },
  output: z.object({
    today: z.string(),
    cashToday: money,
    collectedThisMonth: money,
    dueThisMonth: money,
    overdueTotal: money,
    overdue: z.array(overdueRow),
    byGradeLevel: z.array(gradeRow),
  }),
  responses: { 404: 'No such school in the caller’s reach' },
});

const classRate = z.object({
  classId: z.number().int(),
  title: z.string(),
  records: z.number().int().meta({ description: 'Attendance records of the week' }),
  present: z.number().int().meta({ description: 'Of them, records without an absence type' }),
  rate: z.number().nullable().meta({ description: 'Percent present, one decimal; null with no record' }),
});

/**
 * GET /{lang}/stats/{schoolId}/academic: this week's attendance rate by class, the exams of the
 * coming weeks and the homework due this week. A teacher sees only their own classes.
 */
export const academicStatsAction = defineAction({
  name: 'academicStats',
  method: 'GET',
  reads: 'replica',
  path: '/{lang}/stats/{schoolId}/academic',
  summary: 'Attendance rate by class this week, coming exams, homework due this week',
  tags: ['stats'],
  access: [...staff, 'teacher'],
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: schoolParams },
  output: z.object({
    weekStart: z.string(),
    weekEnd: z.string(),
    attendance: z.array(classRate),
    exams: z.array(z.object({ id: z.number().int(), title: z.string(), examDate: z.string() })),
    homework: z.array(
      z.object({ id: z.number().int(), title: z.string(), dueDate: z.string(), classTitle: z.string().nullable() }),
    ),
  }),
  responses: { 404: 'No such school in the caller’s reach' },
});
