import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    user_types: 'User types',
  },
  fields: {
    loginType: 'Login type',
    typeOrder: 'Order',
  },
  menu: {
    user_types: 'User types',
  },
} satisfies LabelSection;
