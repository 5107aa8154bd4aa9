import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    guardians: 'أولياء الأمور',
  },
  resources: {
    guardians: 'أولياء الأمور',
  },
  fields: {
    studentId: 'الطالب',
    relation: 'صلة القرابة',
    occupation: 'المهنة',
    isPrimary: 'جهة الاتصال الرئيسية',
  },
};
