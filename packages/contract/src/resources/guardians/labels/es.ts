import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    guardians: 'Tutores',
  },
  resources: {
    guardians: 'Tutores',
  },
  fields: {
    studentId: 'Estudiante',
    relation: 'Parentesco',
    occupation: 'Profesión',
    isPrimary: 'Contacto principal',
  },
};
