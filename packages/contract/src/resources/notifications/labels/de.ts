import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'Benachrichtigungen',
    notification_preferences: 'Benachrichtigungseinstellungen',
    sms_outbox: 'SMS-Postausgang',
  },
  fields: {
    kind: 'Art',
    link: 'Link',
    notifiedAt: 'Benachrichtigt am',
    byMail: 'Per E-Mail',
    bySms: 'Per SMS',
    byPush: 'Per Push-Benachrichtigung',
    channelRef: 'Gateway-Referenz',
  },
};
