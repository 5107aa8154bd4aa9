import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalid_date' });

/** The longest a school may let the solver think, in seconds (the job holds a worker meanwhile). */
export const MAX_TIMETABLE_SECONDS = 300;
export const DEFAULT_TIMETABLE_SECONDS = 60;

/**
 * POST /api/timetable/solve: maps the active season's periods, rooms, teacher rules and lessons
 * to the solver's input, checks it (422 naming the record and field of each problem:
 * `timetable_lessons[12].teacher`) and queues a run (202).
 */
export const solveTimetableAction = defineAction({
  name: 'solveTimetable',
  method: 'POST',
  path: '/api/timetable/solve',
  summary: "Queue a run of the timetable solver over the active season's needs",
  tags: ['timetable'],
  access: { resource: 'timetable_lessons', operation: 'update' },
  input: {
    body: z.object({
      timeLimit: z
        .int({ error: 'validation.invalid' })
        .min(1, { error: 'validation.invalid' })
        .max(MAX_TIMETABLE_SECONDS, { error: 'validation.invalid' })
        .default(DEFAULT_TIMETABLE_SECONDS),
      seed: z.int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).optional(),
    }),
  },
  output: z.object({ id: z.number(), status: z.string() }),
  responses: { 202: 'The run is queued', 422: 'The needs cannot make a week (each problem named)' },
});

/** One lesson of the week as a person reads it. */
const weekLesson = z.object({
  /** The class, or null for a batch's lesson (an elective's section: `batchId`, its title as `className`). */
  classId: z.number().nullable(),
  batchId: z.number().nullable(),
  className: z.string(),
  courseId: z.number().nullable(),
  courseTitle: z.string().nullable(),
  teacherId: z.number(),
  teacherName: z.string(),
  weekday: z.number().meta({ description: '1 (Monday) to 7' }),
  startTime: z.string(),
  endTime: z.string(),
  roomName: z.string().nullable(),
});

const counts = z.object({ added: z.number(), moved: z.number(), removed: z.number(), unchanged: z.number() });

const classDiff = z.object({
  /** A class's card, or a batch's (an elective's section): one of the two is null. */
  classId: z.number().nullable(),
  batchId: z.number().nullable(),
  className: z.string(),
  added: z.array(weekLesson),
  moved: z.array(z.object({ from: weekLesson, to: weekLesson })),
  removed: z.array(weekLesson),
  unchanged: z.array(weekLesson),
});

const teacherDiff = counts.extend({ teacherId: z.number(), teacherName: z.string() });

const timetableDiff = z.object({
  runId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** What publishing must be given back: it changes whenever the run or the schedules do. */
  fingerprint: z.string(),
  totals: counts,
  /** Lessons from the start date to be replaced, created, and kept because attendance was taken. */
  lessons: z.object({ replaced: z.number(), created: z.number(), kept: z.number() }),
  /** New lessons whose room is booked that day: published without a room, for the school to place. */
  roomClashes: z.array(weekLesson.extend({ date: z.string(), bookingPurpose: z.string() })),
  classes: z.array(classDiff),
  teachers: z.array(teacherDiff),
});

const runRecord = { resource: 'timetable_runs' } as const;

/**
 * GET /api/timetable_runs/{id}/diff?startDate=: the solved week against the season's lessons
 * from that date (their week as it repeats): per class and teacher, what is added, moved,
 * removed and unchanged. A run not done yet is 409.
 */
export const timetableDiffAction = defineAction({
  name: 'timetableDiff',
  method: 'GET',
  path: '/api/timetable_runs/{id}/diff',
  summary: "A solved week against the season's current lessons",
  tags: ['timetable'],
  access: { resource: 'timetable_runs', operation: 'read' },
  record: runRecord,
  input: { params: z.object({ id: idParam }), query: z.object({ startDate: isoDate }) },
  output: timetableDiff,
  responses: { 409: 'The run is not done' },
});

/**
 * POST /api/timetable_runs/{id}/publish {startDate, fingerprint}: in one transaction, the
 * season's lessons from that date whose attendance is not taken are replaced by the solved week
 * repeated to the season's end. The fingerprint must be the diff's as the school saw it: any
 * change since (another run, a lesson edited) is 409 and nothing is written.
 */
export const publishTimetableAction = defineAction({
  name: 'publishTimetable',
  method: 'POST',
  path: '/api/timetable_runs/{id}/publish',
  summary: "Replace the season's lessons from a date by a solved week",
  tags: ['timetable'],
  access: { resource: 'schedules', operation: 'create' },
  record: runRecord,
  transactional: true,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({ startDate: isoDate, fingerprint: z.string({ error: 'validation.required' }).min(1) }),
  },
  output: z.object({ removed: z.number(), created: z.number(), kept: z.number() }),
  responses: { 409: 'The run is not done, or the diff changed since it was read (stale fingerprint)' },
});
