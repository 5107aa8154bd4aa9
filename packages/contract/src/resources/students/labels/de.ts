import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Schüler',
  },
  fields: {
    studentNumber: 'Schülernummer',
    nationalId: 'Ausweisnummer',
    gender: 'Geschlecht',
    birthDate: 'Geburtsdatum',
    enrollmentDate: 'Einschreibedatum',
    photo: 'Foto',
    photoKey: 'Fotodatei',
  },
  menu: {
    student_list: 'Schüler',
  },
};
