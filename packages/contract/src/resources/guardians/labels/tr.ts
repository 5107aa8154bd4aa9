import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    guardians: 'Veliler',
  },
  resources: {
    guardians: 'Veliler',
  },
  fields: {
    studentId: 'Öğrenci',
    relation: 'Yakınlık',
    occupation: 'Meslek',
    isPrimary: 'Birincil irtibat',
  },
};
