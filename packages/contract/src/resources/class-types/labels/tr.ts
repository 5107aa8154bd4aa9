import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_types: 'Ders türleri',
  },
  fields: {
    bgcolor: 'Arka plan rengi',
  },
  menu: {
    class_types: 'Ders türleri',
  },
};
