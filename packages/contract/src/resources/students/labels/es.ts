import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Estudiantes',
  },
  fields: {
    studentNumber: 'Número de estudiante',
    nationalId: 'Documento de identidad',
    gender: 'Sexo',
    birthDate: 'Fecha de nacimiento',
    enrollmentDate: 'Fecha de matrícula',
    photo: 'Foto',
    photoKey: 'Archivo de la foto',
  },
  menu: {
    student_list: 'Estudiantes',
  },
};
