import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    guardians: 'Erziehungsberechtigte',
  },
  resources: {
    guardians: 'Erziehungsberechtigte',
  },
  fields: {
    studentId: 'Schüler',
    relation: 'Beziehung',
    occupation: 'Beruf',
    isPrimary: 'Hauptansprechpartner',
  },
};
