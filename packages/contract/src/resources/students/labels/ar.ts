import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'الطلاب',
  },
  fields: {
    studentNumber: 'رقم الطالب',
    nationalId: 'رقم الهوية الوطنية',
    gender: 'الجنس',
    birthDate: 'تاريخ الميلاد',
    enrollmentDate: 'تاريخ التسجيل',
    photo: 'الصورة',
    photoKey: 'ملف الصورة',
  },
  menu: {
    student_list: 'الطلاب',
  },
};
