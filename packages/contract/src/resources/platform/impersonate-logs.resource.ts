import { access, dateTime, defineResource, ref, staff, superadminOnly } from '../../resource/index.ts';

/**
 * One impersonation: who (`user`) acted as whom (`impersonateUser`), from `enterTime` until
 * `exitTime` (empty while it lasts). Written by the server's impersonation endpoints only, so
 * staff read the log but nobody but a superadmin can forge or edit an entry through the API.
 * The school is the impersonated user's, so each school's staff see what happened to its people.
 */
export const impersonateLogs = defineResource({
  name: 'impersonate_logs',
  type: 'ImpersonateLog',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
    impersonateUser: ref('users', { required: true, onDelete: 'cascade' }),
    enterTime: dateTime({ required: true }),
    exitTime: dateTime(),
  },
  filters: ['school', 'user', 'impersonateUser'],
  orderFields: ['enterTime', 'exitTime'],
  defaultOrder: { enterTime: 'desc' },
  list: ['user', 'impersonateUser', 'enterTime', 'exitTime'],
  labelField: 'enterTime',
  access: access(staff, superadminOnly),
});
