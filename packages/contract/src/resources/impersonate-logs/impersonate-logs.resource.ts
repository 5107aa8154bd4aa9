import { access, dateTime, defineResource, int, ref, staff, superadminOnly, text } from '../../resource/index.ts';

/**
 * One impersonation: who (`user`) acted as whom (`impersonateUser`), from `enterTime` until
 * `exitTime` (empty while it lasts). Written by the server's impersonation endpoints only, so
 * staff read the log but nobody but a superadmin can forge or edit an entry through the API.
 * The school is the impersonated user's, so each school's staff see what happened to its people.
 * Every impersonation states why (`reason`) and lasts at most `limitMinutes` (issue 35): its
 * session expires then, and the impersonated person reads both afterwards.
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
    // Who and whom as they were named at the time, e-mail included: the log reads the same to
    // staff who cannot see the other account (a superadmin's) and after a rename.
    impersonatorName: text({ readOnly: true }),
    impersonatedName: text({ readOnly: true }),
    // Why staff acted as the person, as they wrote it, and how long the session could last.
    reason: text({ maxLength: 500 }),
    limitMinutes: int({ min: 1 }),
  },
  filters: ['school', 'user', 'impersonateUser'],
  orderFields: ['enterTime', 'exitTime'],
  defaultOrder: { enterTime: 'desc' },
  searchFields: ['impersonatorName', 'impersonatedName'],
  list: ['impersonatorName', 'impersonatedName', 'enterTime', 'exitTime', 'reason', 'limitMinutes'],
  labelField: 'impersonatedName',
  access: access(staff, superadminOnly),
});
