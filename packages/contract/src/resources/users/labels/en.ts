import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    users: 'Users',
  },
  fields: {
    uuid: 'UUID',
    schoolId: 'School',
    expiresAt: 'Expires at',
    isSuperadmin: 'Superadmin',
    password: 'Password',
    homeAddress: 'Home address',
    workAddress: 'Work address',
  },
  menu: {
    user_list: 'Users',
  },
} satisfies LabelSection;
