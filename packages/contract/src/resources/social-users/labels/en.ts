import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    facebook_users: 'Linked Facebook accounts',
    google_users: 'Linked Google accounts',
  },
  fields: {
    googleUserId: 'Google user ID',
    googleEmail: 'Google e-mail',
    facebookUserId: 'Facebook user ID',
    facebookEmail: 'Facebook e-mail',
  },
} satisfies LabelSection;
