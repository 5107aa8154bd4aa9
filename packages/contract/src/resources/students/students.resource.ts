import {
  date,
  defineResource,
  email,
  enumOf,
  familyReads,
  flag,
  longText,
  phone,
  ref,
  staff,
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
    // setNull on purpose: deleting a login account leaves the person's record, without a sign-in.
    user: ref('users', { onDelete: 'setNull', writableBy: staff, userKind: 'student' }),
    name: text({ required: true, maxLength: 100 }),
    lastName: text({ required: true, maxLength: 100 }),
    studentNumber: text({ maxLength: 30 }),
    nationalId: text({ maxLength: 20 }),
    gender: enumOf(genders),
    birthDate: date(),
    email: email(),
    phone: phone(),
    address: longText(),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    enrollmentDate: date(),
    isActive: flag({ default: true }),
    // The photo's address (`/api/students/{id}/photo?v=...`), set by its upload; the stored key stays on the server.
    photo: text({ readOnly: true, maxLength: 300 }),
    photoKey: text({ maxLength: 300, hidden: true }),
  },
  ownField: 'user',
  ownVia: [{ link: 'guardians', to: 'studentId', by: 'user' }],
  // A teacher's students: those sitting in one of the teacher's classes (classes' `teacherVia`).
  teacherVia: [{ link: 'class_students', to: 'student', owned: 'classId' }],
  // `id` (repeatable: `id[]=3&id[]=5`): the student list's class and tag filters send the students of that class or tag.
  filters: ['school', 'isActive', 'user', 'gradeLevel', 'studentNumber', 'id'],
  orderFields: ['lastName', 'name', 'studentNumber'],
  defaultOrder: { lastName: 'asc', name: 'asc' },
  searchFields: ['name', 'lastName', 'studentNumber'],
  list: ['studentNumber', 'name', 'lastName', 'gradeLevel', 'isActive'],
  labelField: 'lastName',
  access: {
    list: familyReads,
    read: familyReads,
    create: staff,
    update: staff,
    delete: staff,
  },
});
