import { access, defineResource, ref, staff } from '../../resource/index.ts';

/** A user's membership in a school beyond their own `schoolId` (teachers of several schools). */
export const userSchools = defineResource({
  name: 'user_schools',
  type: 'UserSchool',
  scope: 'school',
  fields: {
    user: ref('users', { required: true, onDelete: 'cascade' }),
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    userType: ref('user_types'),
  },
  uniques: [['user', 'school']],
  filters: ['user', 'school'],
  list: ['user', 'school', 'userType'],
  access: access(staff, staff),
});
