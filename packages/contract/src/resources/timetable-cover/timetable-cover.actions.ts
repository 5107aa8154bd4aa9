import { z } from 'zod';
import { everyone, staff } from '../../resource/index.ts';
import { INT4_MAX, isValidDate, parseId } from '../../resource/values.ts';
import { defineAction, type ActionInput, type ActionOutput } from '../../action/define.ts';
import { BOOKING_KINDS } from '../room-bookings/room-bookings.resource.ts';

/** A record id in the query (digits): anything else is a 422 naming the parameter. */
const queryId = z.string().transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_number', input: value });
    return z.NEVER;
  }
  return id;
});

const day = z.string({ error: 'validation.required' }).refine(isValidDate, { error: 'validation.invalid_date' });

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

/** The four ways to choose a week, in the order the 422 for a missing one names them. */
export const WEEK_VIEWS = ['class', 'teacher', 'student', 'room'] as const;

/**
 * Whose week: exactly one of a class, a teacher (a user id), a student or a room, and any day of
 * the week (its Monday to Friday are answered, and a Saturday or Sunday with lessons or bookings). A
 * family names one of their own children; a teacher themself or a class they teach; a room is
 * staff's and teachers' of its school. None is a 422 on `class`; more than one a 422 on each
 * after the first, so the form that sent them points at the extra one.
 */
const weekQuery = z
  .object({
    class: queryId.optional(),
    teacher: queryId.optional(),
    student: queryId.optional(),
    room: queryId.optional(),
    date: day,
  })
  .superRefine((query, context) => {
    const chosen = WEEK_VIEWS.filter((view) => query[view] !== undefined);
    if (chosen.length === 0) context.addIssue({ code: 'custom', path: ['class'], message: 'validation.required' });
    for (const extra of chosen.slice(1))
      context.addIssue({ code: 'custom', path: [extra], message: 'ui.timetable.choose_one' });
  });

/** One lesson of the week as a person reads it: names, never ids alone. */
const weekLesson = z.object({
  id: z.number().int(),
  date: z.string(),
  enterTime: z.string(),
  exitTime: z.string(),
  classId: z.number().int().nullable().meta({ description: 'The class, or null for a batch’s lesson (an elective)' }),
  batchId: z.number().int().nullable().meta({ description: 'The batch (an elective’s section), for a batch’s lesson' }),
  className: z.string().meta({ description: 'The class’s title, or the batch’s ("Robotics · 1")' }),
  teacherId: z.number().int(),
  teacherName: z.string(),
  subject: z.string().nullable().meta({ description: 'The course taught, when the lesson names one' }),
  roomName: z.string().nullable().meta({ description: 'Where it is taught, when the lesson names a room' }),
  covered: z.boolean().meta({ description: 'Given by a substitute that day' }),
});

/** A booking of the room that week (a room's week only): what for, and who booked it, by name. */
const weekBooking = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  purpose: z.string(),
  kind: z.enum(BOOKING_KINDS),
  bookedByName: z.string().nullable().meta({ description: 'Who booked it; null when their account is gone' }),
});

/** A school holiday on a day of the week (`school_holidays`): no lesson is expected then. */
const weekDayOff = z.object({
  date: z.string(),
  title: z.string().meta({ description: 'The holiday’s title' }),
});

const week = z.object({
  view: z.enum(WEEK_VIEWS),
  title: z.string().meta({ description: 'The class, teacher, student or room the week is of' }),
  timeZone: z.string(),
  days: z
    .array(z.string())
    .meta({ description: 'Monday to Friday of the week, and a weekend day with lessons or bookings, YYYY-MM-DD' }),
  lessons: z.array(weekLesson),
  bookings: z.array(weekBooking).meta({
    description: 'The room’s bookings that week, by day and time; always empty for a class, teacher or student',
  }),
  daysOff: z.array(weekDayOff).meta({
    description: 'The school’s days off that week (its holidays), a day each, by date; the day stays in `days`',
  }),
});

const weekResponses = {
  403: 'A room’s week asked by a family (bookings are staff’s and teachers’)',
  404: 'A class, teacher, student or room out of reach',
} as const;

/**
 * GET /api/timetable/week?class|teacher|student|room&date: the week's lessons of a class, a teacher,
 * a student (their classes) or a room (with its bookings), read through the caller's own reach.
 */
export const timetableWeekAction = defineAction({
  name: 'timetableWeek',
  method: 'GET',
  path: '/api/timetable/week',
  summary: 'The week of a class, a teacher, a student or a room',
  tags: ['timetable'],
  access: everyone,
  input: { query: weekQuery },
  output: week,
  responses: weekResponses,
});

/** GET /api/timetable/week/pdf: the same week printed, a grid of days and times, in the caller's language. */
export const timetableWeekPdfAction = defineAction({
  name: 'timetableWeekPdf',
  method: 'GET',
  path: '/api/timetable/week/pdf',
  summary: 'Print the week of a class, a teacher, a student or a room (PDF)',
  tags: ['timetable'],
  access: everyone,
  input: { query: weekQuery },
  responseType: 'application/pdf',
  responses: weekResponses,
});

/** GET /api/timetable/week/ics: the same week as iCalendar (RFC 5545), one event a lesson or booking, in the school's time zone. */
export const timetableWeekIcsAction = defineAction({
  name: 'timetableWeekIcs',
  method: 'GET',
  path: '/api/timetable/week/ics',
  summary: 'The week of a class, a teacher, a student or a room as iCalendar',
  tags: ['timetable'],
  access: everyone,
  input: { query: weekQuery },
  responseType: 'text/calendar; charset=utf-8',
  responses: weekResponses,
});

/** A proposed substitute, with why they rank where they do. */
const proposal = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  teachesClass: z.boolean(),
  teachesSubject: z.boolean(),
  coversThisMonth: z.number().int(),
  reason: z.string().meta({ description: 'The rank explained, in the caller’s language' }),
});

const lessonToCover = z.object({
  scheduleId: z.number().int(),
  enterTime: z.string(),
  exitTime: z.string(),
  className: z.string(),
  subject: z.string().nullable(),
  absentTeacherId: z.number().int(),
  absentTeacherName: z.string(),
  reasonKind: z.string(),
  substitute: z
    .object({ teacherId: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: 'Assigned already: who gives it' }),
  proposals: z.array(proposal),
});

/**
 * GET /api/timetable/cover?date: the lessons of the day's absent teachers, each with the
 * substitutes free then, ranked: teaches the class or subject first, then fewest covers this month.
 */
export const dailyCoverAction = defineAction({
  name: 'dailyCover',
  method: 'GET',
  path: '/api/timetable/cover',
  summary: 'The lessons to cover on a day and the substitutes proposed for each',
  tags: ['timetable'],
  access: staff,
  input: { query: z.object({ date: day }) },
  output: z.object({
    date: z.string(),
    daysOff: z
      .array(z.object({ title: z.string(), schoolTitle: z.string() }))
      .meta({ description: 'The school holidays of the caller’s schools that day: their lessons need no cover' }),
    lessons: z.array(lessonToCover),
  }),
});

const coverBody = z.object({ scheduleId: bodyId, substitute: bodyId });

/**
 * POST /api/timetable/cover/assign {scheduleId, substitute}: in one transaction the lesson of
 * that day is given to the substitute (its `teacherId`), the absent teacher kept in
 * `lesson_covers`, the substitute notified. The same assignment again changes nothing.
 */
export const assignCoverAction = defineAction({
  name: 'assignCover',
  method: 'POST',
  path: '/api/timetable/cover/assign',
  summary: 'Give a lesson of an absent teacher to a substitute for that day',
  tags: ['timetable'],
  access: staff,
  transactional: true,
  input: { body: coverBody },
  output: z.object({ scheduleId: z.number().int(), teacherId: z.number().int(), absentTeacherId: z.number().int() }),
  responses: { 404: 'A lesson out of reach' },
});

/** POST /api/timetable/cover/undo {scheduleId}: the lesson back to its own teacher, the cover forgotten. */
export const undoCoverAction = defineAction({
  name: 'undoCover',
  method: 'POST',
  path: '/api/timetable/cover/undo',
  summary: 'Give a covered lesson back to its own teacher',
  tags: ['timetable'],
  access: staff,
  transactional: true,
  input: { body: z.object({ scheduleId: bodyId }) },
  output: z.object({ scheduleId: z.number().int(), teacherId: z.number().int() }),
  responses: { 404: 'A lesson out of reach' },
});

const coverCount = z.object({ teacherId: z.number().int(), name: z.string(), covers: z.number().int() });

/** GET /api/timetable/cover/report?month=YYYY-MM: covers given per substitute and taken per absent teacher. */
export const coverReportAction = defineAction({
  name: 'coverReport',
  method: 'GET',
  path: '/api/timetable/cover/report',
  summary: 'Covers in a month, per substitute and per absent teacher',
  tags: ['timetable'],
  access: staff,
  input: {
    query: z.object({
      month: z
        .string({ error: 'validation.required' })
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid_date' }),
    }),
  },
  output: z.object({
    month: z.string(),
    total: z.number().int(),
    bySubstitute: z.array(coverCount),
    byAbsentTeacher: z.array(coverCount),
  }),
});

/** Which week is asked for (server and web share it). */
export type WeekQuery = ActionInput<typeof timetableWeekAction>['query'];
export type TimetableWeek = ActionOutput<typeof timetableWeekAction>;
export type DailyCover = ActionOutput<typeof dailyCoverAction>;
export type CoverReport = ActionOutput<typeof coverReportAction>;
