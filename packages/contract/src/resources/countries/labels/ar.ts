import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    countries: 'الدول',
  },
  fields: {
    iso3: 'رمز ISO3',
    phoneCode: 'رمز الاتصال',
    isPublished: 'منشور',
  },
};
