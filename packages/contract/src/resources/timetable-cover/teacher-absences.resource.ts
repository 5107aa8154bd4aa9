import {
  access,
  boolean,
  date,
  defineResource,
  enumOf,
  longText,
  ref,
  refId,
  staff,
  time,
} from '../../resource/index.ts';

/** Why a teacher is away: the daily cover page and the monthly report group by it. */
export const ABSENCE_REASONS = ['sick', 'leave', 'training', 'official', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/**
 * A teacher away on a day (issue 32, daily cover): the whole day, or from `fromTime` to
 * `toTime`. The lessons of theirs that fall in it are the day's lessons to cover. Staff write
 * them; a teacher's own absence is staff's record, not theirs to edit.
 */
export const teacherAbsences = defineResource({
  name: 'teacher_absences',
  type: 'TeacherAbsence',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    teacher: refId('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    absenceDate: date({ required: true }),
    allDay: boolean({ default: true }),
    // Both set when not all day (teacher-absences.hooks.ts): the part of the day they are away.
    fromTime: time(),
    toTime: time(),
    reasonKind: enumOf(ABSENCE_REASONS, { required: true }),
    note: longText({ maxLength: 1000 }),
  },
  filters: ['school', 'season', 'teacher', 'absenceDate', 'reasonKind'],
  orderFields: ['absenceDate'],
  defaultOrder: { absenceDate: 'desc' },
  list: ['absenceDate', 'teacher', 'allDay', 'fromTime', 'toTime', 'reasonKind'],
  labelField: 'absenceDate',
  access: access(staff, staff),
});
