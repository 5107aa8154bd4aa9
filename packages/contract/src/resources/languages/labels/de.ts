import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    languages: 'Sprachen',
  },
  fields: {
    localTitle: 'Eigenbezeichnung',
    longCode: 'Langer Code',
    svgIcon: 'SVG-Symbol',
  },
};
