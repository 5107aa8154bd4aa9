import {
  access,
  boolean,
  defineResource,
  enumOf,
  int,
  json,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';
import { ROOM_KINDS } from './timetable-setup.resource.ts';

/**
 * A need of the week: a class (or a batch: an elective's section) is taught a course by a teacher `periodsPerWeek` periods, in
 * lessons of `length` 1 or 2 (a double), in a room of `roomKind`. Lessons sharing a `combinedGroup`
 * (the same teacher, course and periods) are one lesson taught to all their classes at once: an
 * elective, a language group. `fixedStarts` are starts set by hand (`{weekday, period}`), never
 * moved. `preferMorning` marks a hard subject (better before the fifth period); `notSameDayAs`
 * names a course the class never has on the same day. Needs sharing a `parallelGroup` (an
 * elective block's sections) are taught at the same slots, each by its own teacher in its own room.
 */
export const timetableLessons = defineResource({
  name: 'timetable_lessons',
  type: 'TimetableLesson',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    // A need is of a class or of a batch (an elective's section: its students), exactly one
    // (timetable.hooks.ts: 422 on the field otherwise).
    classId: refId('classes', { onDelete: 'cascade', sameSchool: true }),
    batch: ref('batches', { onDelete: 'cascade', sameSchool: true }),
    course: ref('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    teacher: ref('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    periodsPerWeek: int({ required: true, min: 1, max: 40 }),
    length: int({ default: 1, min: 1, max: 2 }),
    roomKind: enumOf(ROOM_KINDS, { default: 'classroom' }),
    combinedGroup: text({ maxLength: 50, hint: 'ui.timetable.combined_hint' }),
    // Needs of one parallel group are taught at the same time, each by its own teacher in its own
    // room: the sections of an elective block (their periods and length must agree).
    parallelGroup: text({ maxLength: 50, hint: 'ui.timetable.parallel_hint' }),
    fixedStarts: json({ shape: 'slots' }),
    preferMorning: boolean({ default: false }),
    notSameDayAs: ref('courses', { onDelete: 'setNull', sameSchool: true }),
    // Set by the server on the needs the electives module writes for an offer's section batches
    // (docs/timetable.md, "A block's needs from its offers"); a need typed by hand has none, and
    // the module never touches it.
    electiveOffer: ref('elective_offers', { onDelete: 'cascade', sameSchool: true, readOnly: true }),
  },
  filters: ['school', 'season', 'classId', 'batch', 'course', 'teacher', 'electiveOffer'],
  orderFields: ['periodsPerWeek'],
  list: [
    'classId',
    'batch',
    'course',
    'teacher',
    'periodsPerWeek',
    'length',
    'roomKind',
    'combinedGroup',
    'parallelGroup',
  ],
  labelField: 'course',
  // Named "9-A · Mathematics 9" (or the batch's), never by its id.
  labelFields: ['classId', 'batch', 'course'],
  access: access(staffAndTeachers, staff),
});
