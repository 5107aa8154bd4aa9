import { z } from 'zod';
import { INT4_MAX, isValidDate } from '../../resource/values.ts';
import { queryIdParam } from '../../action/params.ts';
import { defineAction, type ActionInput } from '../../action/define.ts';

/** Who uses the register: staff and teachers (a family reads its own attendances through /api/attendances). */
const registerAudiences = ['headquarters', 'campus', 'school', 'teacher'] as const;

const queryId = queryIdParam;

const day = z.string({ error: 'validation.required' }).refine(isValidDate, { error: 'validation.invalid_date' });

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

/** A lesson of the class that day, as the register's lesson picker shows it. */
const lesson = z.object({
  id: z.number().int(),
  enterTime: z.string(),
  exitTime: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string().nullable().meta({ description: 'The teacher’s full name, when the caller may read it' }),
  isDoneAttendance: z.enum(['1', '0']),
});

/** One student's line of the register. */
const line = z.object({
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    studentNumber: z.string().nullable(),
  }),
  /** The attendance type, or null for present ("available"). */
  attendanceType: z.number().int().nullable(),
  note: z.string().nullable(),
  /** Whether an attendance is stored for this student and lesson (else the line shows the default, present). */
  recorded: z.boolean(),
});

const register = z.object({
  class: z
    .object({ id: z.number().int(), title: z.string() })
    .nullable()
    .meta({ description: 'The class, for a class’s register' }),
  batch: z
    .object({ id: z.number().int(), title: z.string() })
    .nullable()
    .meta({ description: 'The batch (an elective’s section), for a batch’s register' }),
  date: z.string(),
  lessons: z.array(lesson),
  scheduleId: z.number().int().nullable().meta({ description: 'The lesson shown: the one asked for, else the first' }),
  editable: z.boolean().meta({ description: 'Whether the caller may save this lesson’s register' }),
  types: z.array(
    z.object({ id: z.number().int(), title: z.string(), shortCode: z.string().nullable(), status: z.number().int() }),
  ),
  lines: z.array(line).meta({ description: 'The class’s students of the day’s grading term, by full name' }),
});

/** A student's mark as a save compares it: the type (null: present) and the note. */
const markValue = z.object({ attendanceType: z.number().int().nullable(), note: z.string().nullable() });

/**
 * A row the save left alone: it changed on the server since the register the teacher started from
 * was read (another teacher or staff), to something else than this save's mark.
 */
const conflict = z.object({
  student: z.object({ id: z.number().int(), name: z.string(), lastName: z.string() }),
  yours: markValue.meta({ description: 'The mark this save asked for, not stored' }),
  theirs: markValue
    .extend({ recorded: z.boolean() })
    .meta({ description: 'The mark stored on the server, kept (recorded false: deleted meanwhile)' }),
  changedBy: z.string().nullable().meta({ description: 'Who last changed it, when the caller may read their name' }),
  changedAt: z.string().nullable().meta({ description: 'When it was last changed (ISO 8601)' }),
});

/**
 * GET /api/attendances/register?classId&date[&scheduleId]: a class's register for a day and
 * lesson: its lessons that day, its students (by full name, in the caller's language) with the
 * attendance stored for the lesson, the attendance types and whether the caller may save.
 * `?batch=` instead of `classId` reads a batch's (an elective section's) register: its lessons
 * and its students.
 */
export const attendanceRegisterAction = defineAction({
  name: 'attendanceRegister',
  method: 'GET',
  path: '/api/attendances/register',
  summary: "A class's attendance register for a day and lesson",
  tags: ['attendances'],
  access: registerAudiences,
  input: {
    query: z.object({
      classId: queryId.optional(),
      batch: queryId.optional(),
      date: day,
      scheduleId: queryId.optional(),
    }),
  },
  output: register,
  responses: { 404: 'A class or lesson out of reach' },
});

/**
 * PUT /api/attendances/register {classId, date, scheduleId, marks}: sets the attendance of the
 * listed students of one lesson (type or present, and a note) in one transaction, and marks the
 * lesson's attendance taken. Sending the same marks again changes nothing.
 */
export const saveAttendanceRegisterAction = defineAction({
  name: 'saveAttendanceRegister',
  method: 'PUT',
  path: '/api/attendances/register',
  summary: "Save a lesson's attendance register",
  tags: ['attendances'],
  access: registerAudiences,
  idempotent: true,
  transactional: true,
  input: {
    body: z.object({
      // One of the two: the lesson's class, or its batch (an elective's section).
      classId: bodyId.optional(),
      batch: bodyId.optional(),
      date: day,
      scheduleId: bodyId,
      marks: z
        .array(
          z.object({
            student: bodyId,
            attendanceType: bodyId.nullable(),
            note: z.string().max(500, { error: 'validation.too_long' }).nullable().optional(),
            // Offline sync (issue 30, part 4): the line as the register read it. When the server's row
            // differs from it (and from this mark), the row is kept and reported in `conflicts`.
            // Left out, the mark is written whatever the row holds (the first clients' behaviour).
            from: z
              .object({
                attendanceType: bodyId.nullable(),
                note: z.string().max(500, { error: 'validation.too_long' }).nullable(),
              })
              .nullable()
              .optional()
              .meta({ description: 'The line as read before this change (null: nothing was recorded)' }),
          }),
          { error: 'validation.required' },
        )
        .min(1, { error: 'validation.required' }),
    }),
  },
  output: register.extend({
    conflicts: z
      .array(conflict)
      .meta({ description: 'Rows changed by someone else since `from`: kept, not overwritten' }),
  }),
  responses: {
    403: "A teacher on a day other than the lesson's, or for a colleague's lesson",
    404: 'A class or lesson out of reach',
  },
});

/** Which register is asked for: the read's query, parsed (server and web share it). */
export type RegisterQuery = ActionInput<typeof attendanceRegisterAction>['query'];
/** A row a save kept because it changed since the register was read. */
export type RegisterConflict = z.infer<typeof conflict>;
/** One student's mark in a save, parsed. */
export type RegisterMark = ActionInput<typeof saveAttendanceRegisterAction>['body']['marks'][number];
