import {
  boolean,
  date,
  defineResource,
  email,
  flag,
  longText,
  own,
  phone,
  password,
  ref,
  refId,
  schoolAndFamilyReads,
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
    // Personal data (contract: GET /{lang}/users/{userId}/personal). Only the user and staff in
    // reach read these; the users hooks take them out of what teachers and families read.
    phone: phone({ maxLength: 30 }),
    homeAddress: longText({ maxLength: 1000 }),
    workAddress: longText({ maxLength: 1000 }),
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
    read: schoolAndFamilyReads,
    create: staff,
    update: [...staff, ...own('teacher', 'parent', 'student')],
    delete: staff,
  },
});
