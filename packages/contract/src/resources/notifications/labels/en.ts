import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    notifications: 'Notifications',
    notification_preferences: 'Notification preferences',
    sms_outbox: 'SMS outbox',
  },
  fields: {
    kind: 'Kind',
    link: 'Link',
    notifiedAt: 'Notified at',
    byMail: 'By e-mail',
    bySms: 'By SMS',
    byPush: 'By push notification',
    channelRef: 'Gateway reference',
  },
} satisfies LabelSection;
