import {
  date,
  dateTime,
  defineResource,
  familyReads,
  int,
  longText,
  ref,
  refId,
  staff,
  staffAndOwnTeachers,
  staffAndTeachers,
  time,
} from '../../resource/index.ts';

/**
 * One student's attendance at one lesson. No `attendanceType` means present; the type is read
 * embedded as `{id, title}`. `adder` and `addedAt` are set by the server. A parent or student
 * reads only their family's attendances. A teacher writes only the attendance of their own
 * lessons (a `scheduleId` whose `teacherId` is theirs), single or bulk alike.
 */
export const attendances = defineResource({
  name: 'attendances',
  type: 'Attendance',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    attendanceDate: date({ required: true }),
    enterTime: time(),
    exitTime: time(),
    // setNull on purpose: when a teacher's account goes, the record stays to be given another teacher.
    teacherId: refId('users', { onDelete: 'setNull', userKind: 'teacher' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    classTypeId: refId('class_types', { sameSchool: true }),
    classBranchId: int({ min: 0 }),
    classId: refId('classes', { sameSchool: true }),
    scheduleId: refId('schedules', { onDelete: 'restrict', sameSchool: true }),
    attendanceType: ref('attendance_types', {
      onDelete: 'restrict',
      embed: ['title'],
      emptyLabel: 'attendance.present',
    }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    adder: ref('users', { readOnly: true, onDelete: 'setNull' }),
    addedAt: dateTime({ readOnly: true }),
    // The register's remark on one student's attendance ("came with a note from home").
    note: longText({ maxLength: 500 }),
  },
  uniques: [['scheduleId', 'student']],
  bulk: true,
  ownVia: [{ field: 'student' }],
  filters: ['school', 'student', 'scheduleId', 'attendanceDate', 'classId', 'teacherId', 'attendanceType'],
  orderFields: ['attendanceDate', 'enterTime'],
  defaultOrder: { attendanceDate: 'desc' },
  list: ['attendanceDate', 'student', 'classId', 'attendanceType', 'teacherId'],
  labelField: 'attendanceDate',
  access: {
    list: familyReads,
    read: familyReads,
    create: staffAndTeachers,
    update: staffAndOwnTeachers,
    delete: staff,
  },
});
