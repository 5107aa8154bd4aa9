import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    languages: 'Diller',
  },
  fields: {
    localTitle: 'Yerel adı',
    longCode: 'Uzun kod',
    svgIcon: 'SVG simgesi',
  },
};
