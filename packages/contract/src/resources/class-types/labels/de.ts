import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_types: 'Unterrichtsarten',
  },
  fields: {
    bgcolor: 'Hintergrundfarbe',
  },
  menu: {
    class_types: 'Unterrichtsarten',
  },
};
