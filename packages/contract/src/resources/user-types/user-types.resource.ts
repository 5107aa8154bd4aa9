import { audiences, boolean, defineResource, enumOf, globalAccess, int, text } from '../../resource/index.ts';

/** Kinds of account. Ids are fixed by the spec: 6 teacher, 8 student, 9 parent. */
export const userTypes = defineResource({
  name: 'user_types',
  type: 'UserType',
  scope: 'global',
  fields: {
    userType: text({ required: true }),
    loginType: enumOf(audiences, { required: true }),
    typeOrder: int({ default: 0 }),
    isActive: boolean({ default: true }),
  },
  filters: ['isActive', 'loginType'],
  orderFields: ['typeOrder', 'userType'],
  defaultOrder: { typeOrder: 'asc' },
  list: ['userType', 'loginType', 'typeOrder', 'isActive'],
  access: globalAccess,
});
