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
 * A need of the week: a class is taught a course by a teacher `periodsPerWeek` periods, in
 * lessons of `length` 1 or 2 (a double), in a room of `roomKind`. Lessons sharing a `combinedGroup`
 * (the same teacher, course and periods) are one lesson taught to all their classes at once: an
 * elective, a language group. `fixedStarts` are starts set by hand (`{weekday, period}`), never
 * moved. `preferMorning` marks a hard subject (better before the fifth period); `notSameDayAs`
 * names a course the class never has on the same day.
 */
export const timetableLessons = defineResource({
  name: 'timetable_lessons',
  type: 'TimetableLesson',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    course: ref('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    teacher: ref('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    periodsPerWeek: int({ required: true, min: 1, max: 40 }),
    length: int({ default: 1, min: 1, max: 2 }),
    roomKind: enumOf(ROOM_KINDS, { default: 'classroom' }),
    combinedGroup: text({ maxLength: 50 }),
    fixedStarts: json(),
    preferMorning: boolean({ default: false }),
    notSameDayAs: ref('courses', { onDelete: 'setNull', sameSchool: true }),
  },
  filters: ['school', 'season', 'classId', 'course', 'teacher'],
  orderFields: ['periodsPerWeek'],
  list: ['classId', 'course', 'teacher', 'periodsPerWeek', 'length', 'roomKind', 'combinedGroup'],
  labelField: 'course',
  access: access(staffAndTeachers, staff),
});
