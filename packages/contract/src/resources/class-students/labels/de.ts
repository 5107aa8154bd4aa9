import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_students: 'Schüler der Klasse',
  },
  fields: {
    term: 'Halbjahr',
  },
};
