import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    user_types: 'أنواع المستخدمين',
  },
  fields: {
    loginType: 'نوع الدخول',
    typeOrder: 'الترتيب',
  },
  menu: {
    user_types: 'أنواع المستخدمين',
  },
};
