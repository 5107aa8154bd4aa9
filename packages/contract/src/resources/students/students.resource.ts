import {
  date,
  defineResource,
  email,
  enumOf,
  flag,
  longText,
  own,
  phone,
  ref,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

export const genders = ['female', 'male'] as const;

/**
 * A student of a school. `user` is the student's own account (user type 8), when they have one;
 * their parents are linked through `guardians`. A parent or student reads only their family's
 * students: the student themself, or the students they are a guardian of.
 */
export const students = defineResource({
  name: 'students',
  type: 'Student',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    user: ref('users', { onDelete: 'setNull', writableBy: staff }),
    name: text({ required: true, maxLength: 100 }),
    lastName: text({ required: true, maxLength: 100 }),
    studentNumber: text({ maxLength: 30 }),
    nationalId: text({ maxLength: 20 }),
    gender: enumOf(genders),
    birthDate: date(),
    email: email(),
    phone: phone(),
    address: longText(),
    gradeLevel: ref('grade_levels', { onDelete: 'setNull', sameSchool: true }),
    enrollmentDate: date(),
    isActive: flag({ default: true }),
  },
  ownField: 'user',
  ownVia: [{ link: 'guardians', to: 'studentId', by: 'user' }],
  // `id` (repeatable: `id[]=3&id[]=5`): the student list's class and tag filters send the students of that class or tag.
  filters: ['school', 'isActive', 'user', 'gradeLevel', 'studentNumber', 'id'],
  orderFields: ['lastName', 'name', 'studentNumber'],
  defaultOrder: { lastName: 'asc', name: 'asc' },
  searchFields: ['name', 'lastName', 'studentNumber'],
  list: ['studentNumber', 'name', 'lastName', 'gradeLevel', 'isActive'],
  labelField: 'lastName',
  access: {
    list: [...staffAndTeachers, ...own('parent', 'student')],
    read: [...staffAndTeachers, ...own('parent', 'student')],
    create: staff,
    update: staff,
    delete: staff,
  },
});
