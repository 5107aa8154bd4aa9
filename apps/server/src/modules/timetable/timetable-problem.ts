import { z } from 'zod';

/**
 * What a week is made of, as the solver reads it. Days and periods count from 0; a day may have
 * fewer periods than another (`periodsPerDay`). Pure data: the school's records are mapped onto
 * this shape by whoever calls the solver, so the solver never touches the database.
 */
const slot = z.object({ day: z.int().min(0), period: z.int().min(0) });
const id = z.string().min(1);

const room = z.object({ id, kind: z.string().min(1), capacity: z.int().min(1) });

const teacher = z.object({
  id,
  unavailable: z.array(slot).default([]),
  /** Hard: never more lessons than this on one day. */
  maxPerDay: z.int().min(1).optional(),
  /** Soft: each period beyond this many in a row costs `weights.teacherInARow`. */
  maxInARow: z.int().min(1).optional(),
  /** Soft: the teacher's wish not to teach then (`weights.teacherAvoid` per period). */
  avoid: z.array(slot).default([]),
});

const schoolClass = z.object({ id, size: z.int().min(1), unavailable: z.array(slot).default([]) });

/**
 * A parallel part of a lesson: another teacher teaching, at the lesson's very slots, in a room of
 * its own (a section of an elective block beside the others). `classIds` are the classes whose
 * students it takes (all of them are busy then, as the lesson's are); `subject` and `batchId` are
 * the caller's, passed through to the answer (what the part teaches, and to whom when it is a
 * group of students rather than whole classes).
 */
const part = z.object({
  id,
  teacherId: id,
  roomKind: z.string().min(1).default('classroom'),
  /** Students the part teaches; its classes' sizes summed if unset. */
  size: z.int().min(1).optional(),
  classIds: z.array(id).default([]),
  subject: z.string().min(1).optional(),
  batchId: id.optional(),
});

const lesson = z.object({
  id,
  /**
   * Several classes: a combined lesson (an elective, a language group) taught to them at once.
   * Empty only for a lesson of a group of students (`batchId`) that has no class yet.
   */
  classIds: z.array(id),
  teacherId: id,
  subject: z.string().min(1),
  periodsPerWeek: z.int().min(1),
  /** 2: a double period, two consecutive periods on one day in one room, with no long break between. */
  length: z.union([z.literal(1), z.literal(2)]).default(1),
  roomKind: z.string().min(1).default('classroom'),
  /** Students who attend (an elective takes part of each class); the classes' sizes summed if unset. */
  size: z.int().min(1).optional(),
  /** Starts set by hand: the solver places that many occurrences there and never moves them. */
  fixed: z.array(slot).default([]),
  /** The caller's name for the group of students the lesson teaches, passed through to the answer. */
  batchId: id.optional(),
  /**
   * Parallel parts (an elective block): taught at the same slots as the lesson, each by its own
   * teacher in its own room. The lesson itself is the first part; every part's teacher, every
   * part's classes and one room per part are busy at each of its slots.
   */
  parts: z.array(part).default([]),
});

const weights = z.object({
  classGap: z.number().min(0).default(10),
  teacherGap: z.number().min(0).default(3),
  subjectSpread: z.number().min(0).default(8),
  hardSubjectLate: z.number().min(0).default(2),
  teacherAvoid: z.number().min(0).default(4),
  teacherInARow: z.number().min(0).default(5),
});

export const timetableProblemSchema = z.object({
  periodsPerDay: z.array(z.int().min(1).max(16)).min(1).max(7),
  rooms: z.array(room).min(1),
  teachers: z.array(teacher),
  classes: z.array(schoolClass),
  lessons: z.array(lesson),
  /**
   * The periods a long break (lunch) follows, by day: a double period never runs across one (two
   * periods either side of lunch are not one lesson), and a teacher's run of lessons in a row
   * starts again after it. Short breaks between periods are not listed: a double spans them.
   */
  longBreaks: z.array(slot).default([]),
  /** Pairs of subjects a class never has on the same day (hard). */
  notSameDay: z.array(z.tuple([z.string().min(1), z.string().min(1)])).default([]),
  /** Subjects better taught in the morning: each of their periods from `morningPeriods` on costs. */
  hardSubjects: z.array(z.string().min(1)).default([]),
  morningPeriods: z.int().min(1).default(4),
  weights: weights.default({
    classGap: 10,
    teacherGap: 3,
    subjectSpread: 8,
    hardSubjectLate: 2,
    teacherAvoid: 4,
    teacherInARow: 5,
  }),
});

/** What a caller writes (defaults may be left out). */
export type TimetableProblemInput = z.input<typeof timetableProblemSchema>;
/** The problem with its defaults filled in. */
export type TimetableProblem = z.output<typeof timetableProblemSchema>;
export type Slot = z.output<typeof slot>;

/** One thing wrong with the input: where (a path into it) and what. */
export interface TimetableProblemIssue {
  path: string;
  message: string;
}

/** Whether a lesson of `length` periods starting at `start` would run across one of the long breaks. */
export const crossesLongBreak = (longBreaks: readonly Slot[], start: Slot, length: number): boolean =>
  longBreaks.some(
    (after) => after.day === start.day && after.period >= start.period && after.period < start.period + length - 1,
  );
