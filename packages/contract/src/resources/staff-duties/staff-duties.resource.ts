import { defineResource, DUTIES, enumOf, ref, staff } from '../../resource/index.ts';

/**
 * Duties some staff of a school hold and others do not: the nurse, the counsellor, the librarian.
 * A row grants its user the resources declaring `duty:<duty>` at its school (a headquarters
 * user's, every school of their group): docs/security.md, "Duties". Written by staff; a teacher
 * holding a duty reads their own rows, so the screens know what to offer them.
 */
export const staffDuties = defineResource({
  name: 'staff_duties',
  type: 'StaffDuty',
  scope: 'school',
  ownField: 'user',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    user: ref('users', { required: true, onDelete: 'cascade', sameSchool: true }),
    duty: enumOf(DUTIES, { required: true }),
  },
  uniques: [['school', 'user', 'duty']],
  filters: ['school', 'user', 'duty'],
  orderFields: ['duty'],
  defaultOrder: { duty: 'asc' },
  list: ['user', 'duty', 'school'],
  labelField: 'duty',
  access: {
    list: [...staff, 'teacher:own'],
    read: [...staff, 'teacher:own'],
    create: staff,
    update: staff,
    delete: staff,
  },
});
