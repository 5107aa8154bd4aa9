import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    cip_seasons: 'مواسم خدمة المجتمع',
    cip_activities: 'أنشطة خدمة المجتمع',
    cip_participants: 'المشاركون في خدمة المجتمع',
  },
  fields: {
    requiredHours: 'الساعات المطلوبة',
    cipSeason: 'موسم خدمة المجتمع',
    activityDate: 'تاريخ النشاط',
    hours: 'الساعات',
    place: 'المكان',
    activity: 'النشاط',
  },
};
