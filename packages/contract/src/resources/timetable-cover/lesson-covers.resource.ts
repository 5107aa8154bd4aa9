import { date, dateTime, defineResource, ref, refId, staff } from '../../resource/index.ts';

/**
 * A lesson given by a substitute (issue 32, daily cover): the schedule row, whose `teacherId` is
 * the substitute's for that day, and the teacher it was taken from. The cover actions alone write
 * it (assign and undo, one transaction each); staff read it and the monthly report sums it.
 */
export const lessonCovers = defineResource({
  name: 'lesson_covers',
  type: 'LessonCover',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    schedule: ref('schedules', { required: true, onDelete: 'cascade', sameSchool: true }),
    coverDate: date({ required: true }),
    absentTeacher: refId('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    substitute: refId('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    assignedBy: ref('users', { onDelete: 'setNull' }),
    assignedAt: dateTime(),
  },
  uniques: [['schedule']],
  filters: ['school', 'season', 'coverDate', 'absentTeacher', 'substitute'],
  orderFields: ['coverDate'],
  defaultOrder: { coverDate: 'desc' },
  list: ['coverDate', 'schedule', 'absentTeacher', 'substitute', 'assignedBy', 'assignedAt'],
  labelField: 'coverDate',
  serverWritten: true,
  access: { list: staff, read: staff, create: [], update: [], delete: [] },
});
