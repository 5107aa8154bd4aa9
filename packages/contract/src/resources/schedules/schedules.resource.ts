import {
  access,
  boolean,
  date,
  defineResource,
  flag,
  int,
  ref,
  refId,
  schoolAndFamilyReads,
  staff,
  staffAndTeachers,
  time,
} from '../../resource/index.ts';

/**
 * A lesson on a day: a teacher, a class, from `enterTime` to `exitTime`. Reading it embeds the
 * class with its students (`classId.students`, each with term and student, api-contract);
 * recording its attendance marks `isDone` and `isDoneAttendance` ("1"/"0").
 */
export const schedules = defineResource({
  name: 'schedules',
  type: 'Schedule',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    teacherId: refId('users', { required: true, onDelete: 'cascade', userKind: 'teacher' }),
    scheduleDate: date({ required: true }),
    enterTime: time({ required: true }),
    exitTime: time({ required: true }),
    isDone: boolean({ default: false }),
    isDoneAttendance: flag({ default: false }),
    // schedules.hooks.ts reads it as the class with its members (the reader's own, for a family).
    // A lesson is of a class or of a batch (an elective's section: its students come from
    // `student_batches`), never both nor neither (schedules.hooks.ts: 422 on the field).
    classId: refId('classes', {
      onDelete: 'cascade',
      sameSchool: true,
      expanded: { students: { resource: 'class_students', records: { student: 'students' } } },
    }),
    classTypeId: refId('class_types', { sameSchool: true }),
    // The lesson's branch (subject); subject branches are reference data of a later issue.
    classBranchId: int({ min: 0 }),
    // The subject and room a published timetable gives the lesson (issue 32); a lesson typed by
    // hand may leave them out, as the spec's lessons do.
    course: ref('courses', { onDelete: 'setNull', sameSchool: true }),
    room: ref('rooms', { onDelete: 'setNull', sameSchool: true }),
    batch: ref('batches', { onDelete: 'cascade', sameSchool: true }),
  },
  filters: ['school', 'scheduleDate', 'teacherId', 'classId', 'batch', 'isDone', 'season'],
  orderFields: ['scheduleDate', 'enterTime'],
  // The free rooms and a room's clashes read a room's lessons of one day (bench/results/free-rooms.md).
  indexes: [['room', 'scheduleDate']],
  defaultOrder: { scheduleDate: 'asc', enterTime: 'asc' },
  list: [
    'scheduleDate',
    'enterTime',
    'exitTime',
    'classId',
    'batch',
    'course',
    'teacherId',
    'room',
    'isDoneAttendance',
  ],
  labelField: 'scheduleDate',
  // A parent or student reads the lessons of the classes their family's students sit in.
  // A batch's lesson (an elective) is theirs when their student is in the batch.
  ownVia: [{ field: 'classId' }, { field: 'batch' }],
  // Teachers read their school's lessons (the day view) but never move one to another teacher
  // nor mark it done by hand: recording its attendance does that (attendances.hooks.ts).
  access: {
    ...access(staffAndTeachers, staff),
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
  },
});
