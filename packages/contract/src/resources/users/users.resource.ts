import {
  boolean,
  date,
  defineResource,
  email,
  flag,
  own,
  password,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
  uuid,
} from '../../resource/index.ts';

/**
 * People who sign in. Addressed by id or uuid. The password is write-only and hashed by the
 * server; `expiresAt` reads "0000-00-00" when the account never expires.
 */
export const users = defineResource({
  name: 'users',
  type: 'User',
  scope: 'school',
  tenantField: 'schoolId',
  alternateKey: 'uuid',
  ownField: 'id',
  keepSelf: true,
  fields: {
    uuid: uuid(),
    name: text({ required: true, maxLength: 100 }),
    lastName: text({ required: true, maxLength: 100 }),
    email: email({ required: true, unique: true }),
    userType: ref('user_types', { required: true, writableBy: staff }),
    schoolId: refId('schools', { required: true, writableBy: staff }),
    expiresAt: date({ zeroDate: true, writableBy: staff }),
    isActive: flag({ default: true, writableBy: staff }),
    isSuperadmin: boolean({ default: false, writableBy: [] }),
    password: password(),
  },
  filters: ['schoolId', 'userType', 'email', 'isActive'],
  orderFields: ['name', 'lastName', 'email'],
  defaultOrder: { lastName: 'asc', name: 'asc' },
  searchFields: ['name', 'lastName', 'email'],
  list: ['name', 'lastName', 'email', 'userType', 'isActive'],
  labelField: 'email',
  // The spec: "PATCH {uuid} password only (204)".
  noContentPatchFields: ['password'],
  access: {
    list: staffAndTeachers,
    read: [...staffAndTeachers, ...own('parent', 'student')],
    create: staff,
    update: [...staff, ...own('teacher', 'parent', 'student')],
    delete: staff,
  },
});
