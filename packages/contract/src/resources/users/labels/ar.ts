import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    users: 'المستخدمون',
  },
  fields: {
    uuid: 'UUID',
    schoolId: 'المدرسة',
    expiresAt: 'تاريخ انتهاء الصلاحية',
    isSuperadmin: 'مشرف عام',
    password: 'كلمة المرور',
    homeAddress: 'عنوان المنزل',
    workAddress: 'عنوان العمل',
  },
  menu: {
    user_list: 'المستخدمون',
  },
};
