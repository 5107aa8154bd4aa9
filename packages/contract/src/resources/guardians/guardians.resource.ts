import {
  boolean,
  defineResource,
  email,
  enumOf,
  familyReads,
  phone,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';

export const guardianRelations = ['mother', 'father', 'guardian', 'other'] as const;

/**
 * A student's parent or guardian. `user` is the parent's account (user type 9): through it the
 * parent sees this student. A student reads their own guardians; a parent their children's.
 */
export const guardians = defineResource({
  name: 'guardians',
  type: 'Guardian',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    // setNull on purpose: deleting a login account leaves the person's record, without a sign-in.
    // A parent's account (user type 9) of the school: pickers offer only those (issue 27).
    user: ref('users', { onDelete: 'setNull', writableBy: staff, userKind: 'parent' }),
    relation: enumOf(guardianRelations, { required: true }),
    name: text({ required: true, maxLength: 100 }),
    lastName: text({ required: true, maxLength: 100 }),
    phone: phone(),
    email: email(),
    occupation: text({ maxLength: 100 }),
    isPrimary: boolean({ default: false }),
  },
  uniques: [['studentId', 'user']],
  ownField: 'user',
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'user'],
  orderFields: ['lastName'],
  searchFields: ['name', 'lastName'],
  list: ['studentId', 'relation', 'name', 'lastName', 'phone'],
  labelField: 'lastName',
  access: {
    list: familyReads,
    read: familyReads,
    create: staff,
    update: staff,
    delete: staff,
  },
});
