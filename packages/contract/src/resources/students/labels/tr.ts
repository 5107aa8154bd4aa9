import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Öğrenciler',
  },
  fields: {
    studentNumber: 'Öğrenci numarası',
    nationalId: 'T.C. kimlik numarası',
    gender: 'Cinsiyet',
    birthDate: 'Doğum tarihi',
    enrollmentDate: 'Kayıt tarihi',
    photo: 'Fotoğraf',
    photoKey: 'Fotoğraf dosyası',
  },
  menu: {
    student_list: 'Öğrenciler',
  },
};
