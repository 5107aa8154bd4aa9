import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'Bildirimler',
    notification_preferences: 'Bildirim tercihleri',
    sms_outbox: 'SMS giden kutusu',
  },
  fields: {
    kind: 'Tür',
    link: 'Bağlantı',
    notifiedAt: 'Bildirim zamanı',
    byMail: 'E-posta ile',
    bySms: 'SMS ile',
    byPush: 'Anlık bildirim ile',
    channelRef: 'Ağ geçidi referansı',
  },
};
