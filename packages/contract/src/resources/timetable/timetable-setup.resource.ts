import {
  access,
  defineResource,
  everyone,
  enumOf,
  int,
  json,
  ref,
  staff,
  staffAndTeachers,
  text,
  time,
} from '../../resource/index.ts';

/** The kinds of room a lesson may ask for (a lab, a gym); `classroom` is the ordinary one. */
export const ROOM_KINDS = ['classroom', 'lab', 'gym', 'art', 'music', 'computer', 'library', 'hall'] as const;

/**
 * A period of the school day and its bell times, per season. `weekday` 1 (Monday) to 7 names the
 * day it is for; empty, it is every school day's. A day may have fewer periods than another: a
 * weekday with periods of its own takes only those.
 */
export const timetablePeriods = defineResource({
  name: 'timetable_periods',
  type: 'TimetablePeriod',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    weekday: int({ min: 1, max: 7, shape: 'weekday', emptyLabel: 'ui.timetable.every_day' }),
    periodNumber: int({ required: true, min: 1, max: 16 }),
    startTime: time({ required: true }),
    endTime: time({ required: true }),
  },
  filters: ['school', 'season', 'weekday'],
  orderFields: ['weekday', 'periodNumber'],
  defaultOrder: { weekday: 'asc', periodNumber: 'asc' },
  list: ['weekday', 'periodNumber', 'startTime', 'endTime'],
  labelField: 'periodNumber',
  access: access(staffAndTeachers, staff),
});

/** A room of the school: its kind (a lesson asks for one) and how many students it holds. */
export const rooms = defineResource({
  name: 'rooms',
  type: 'Room',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    name: text({ required: true, maxLength: 100 }),
    kind: enumOf(ROOM_KINDS, { default: 'classroom' }),
    capacity: int({ required: true, min: 1, max: 2000 }),
  },
  uniques: [['school', 'name']],
  filters: ['school', 'kind'],
  orderFields: ['name', 'capacity'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name'],
  list: ['name', 'kind', 'capacity'],
  labelField: 'name',
  // Everyone reads rooms: a family's timetable names the room of each lesson.
  access: access(everyone, staff),
});

/**
 * What the solver must respect of one teacher in a season: at most `maxPerDay` lessons a day
 * (hard), preferably no more than `maxInARow` in a row (soft), `unavailable` slots (hard) and
 * `avoided` ones (soft). Slots are lists of `{weekday, period}` (1-7, from 1), checked by the
 * server module's hook.
 */
export const timetableTeacherRules = defineResource({
  name: 'timetable_teacher_rules',
  type: 'TimetableTeacherRule',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    teacher: ref('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    // Left empty, the rule sets no limit, and says so (never a blank beside the label).
    maxPerDay: int({ min: 1, max: 16, emptyLabel: 'ui.timetable.no_limit' }),
    maxInARow: int({ min: 1, max: 16, emptyLabel: 'ui.timetable.no_limit' }),
    unavailable: json({ shape: 'slots' }),
    avoided: json({ shape: 'slots' }),
  },
  uniques: [['season', 'teacher']],
  filters: ['school', 'season', 'teacher'],
  list: ['teacher', 'maxPerDay', 'maxInARow'],
  labelField: 'teacher',
  // Named by its teacher's name (the answer's refNames), never "Teacher availability: 3".
  labelFields: ['teacher'],
  access: access(staffAndTeachers, staff),
});
