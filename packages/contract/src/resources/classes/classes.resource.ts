import {
  access,
  defineResource,
  familyReads,
  int,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/**
 * A class (section) of a season, with its homeroom teacher; its students are `class_students`.
 * A parent or student reads the classes their family's students sit in (their timetable's classes).
 */
export const classes = defineResource({
  name: 'classes',
  type: 'Class',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 100 }),
    // setNull on purpose: when a teacher's account goes, the record stays to be given another teacher.
    teacher: ref('users', { onDelete: 'setNull', userKind: 'teacher' }),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    classTypeId: refId('class_types', { sameSchool: true }),
    classroom: text({ maxLength: 50 }),
    capacity: int({ min: 0, max: 1000 }),
  },
  filters: ['school', 'teacher', 'season', 'gradeLevel'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  ownVia: [{ link: 'class_students', to: 'classId', owned: 'student' }],
  // A teacher's classes: the ones they are the homeroom teacher of or teach a lesson in.
  teacherVia: [{ by: 'teacher' }, { link: 'schedules', to: 'classId', by: 'teacherId' }],
  searchFields: ['title'],
  list: ['title', 'teacher', 'gradeLevel', 'classroom', 'capacity'],
  access: {
    ...access(staffAndTeachers, staff),
    list: familyReads,
    read: familyReads,
  },
});
