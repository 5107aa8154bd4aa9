import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    frequent_menus: 'Frequent menus',
  },
  fields: {
    menuId: 'Menu',
    count: 'Count',
  },
} satisfies LabelSection;
