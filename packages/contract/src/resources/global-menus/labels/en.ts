import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    global_menus: 'Global menus',
  },
  menu: {
    global_menus: 'Global menus',
  },
} satisfies LabelSection;
