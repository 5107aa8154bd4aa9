import { access, boolean, date, defineResource, email, phone, ref, staff, text } from '../../resource/index.ts';

/**
 * A member of a school's staff (teachers, office, service). Department and personnel category
 * come from the country lookups; `user` links the person's sign-in account when they have one.
 */
export const personnel = defineResource({
  name: 'personnel',
  type: 'Personnel',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    name: text({ required: true, maxLength: 100 }),
    lastName: text({ required: true, maxLength: 100 }),
    title: text({ maxLength: 100 }),
    department: ref('departments'),
    personnelCategory: ref('personnel_categories'),
    phone: phone(),
    email: email(),
    startDate: date(),
    // setNull on purpose: deleting a login account leaves the person's record, without a sign-in.
    user: ref('users', { onDelete: 'setNull', sameSchool: true }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'department', 'personnelCategory', 'isActive', 'user'],
  orderFields: ['lastName', 'name', 'startDate'],
  defaultOrder: { lastName: 'asc', name: 'asc' },
  searchFields: ['name', 'lastName', 'title'],
  list: ['name', 'lastName', 'title', 'department', 'personnelCategory', 'phone', 'startDate'],
  labelField: 'lastName',
  access: access(staff, staff),
});
