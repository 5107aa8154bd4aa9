import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'الإشعارات',
    notification_preferences: 'تفضيلات الإشعارات',
    sms_outbox: 'صندوق الرسائل القصيرة الصادرة',
  },
  fields: {
    kind: 'النوع',
    link: 'الرابط',
    notifiedAt: 'وقت الإشعار',
    byMail: 'بالبريد الإلكتروني',
    bySms: 'برسالة نصية',
    byPush: 'بإشعار فوري',
    channelRef: 'مرجع البوابة',
  },
};
