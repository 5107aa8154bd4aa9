import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_types: 'أنواع الحصص',
  },
  fields: {
    bgcolor: 'لون الخلفية',
  },
  menu: {
    class_types: 'أنواع الحصص',
  },
};
